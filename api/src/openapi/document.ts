import { STATUS_CODES } from 'node:http';
import type { SwaggerOptions } from '@fastify/swagger';
import { jsonSchemaTransform, jsonSchemaTransformObject } from 'fastify-type-provider-zod';
import type { Config } from '../config';
import { REQUEST_EXAMPLES } from './examples';

/** One tag per area, declared once with what an integrator finds there. */
export const TAGS = [
  { name: 'health', description: 'Is the API up, and on which database' },
  { name: 'auth', description: 'Token exchange (Cognito ID token → API token), sign-out and password reset' },
  {
    name: 'user',
    description: 'The signed-in account and its onboarding; patients of a clinic (GET/POST /user)',
  },
  { name: 'doctor', description: 'Doctors of a clinic (superadmin, clinic admin)' },
  { name: 'admin', description: 'Clinic administrators (superadmin only)' },
  { name: 'superadmin', description: "The installation's superadmins (superadmin only)" },
  { name: 'clinic', description: "Clinics (superadmin); a clinic's own settings (its admin too)" },
  {
    name: 'erasure',
    description:
      "A patient's request to have their account deleted, and the clinic's decision (erasure with the law's exception)",
  },
  { name: 'survey', description: 'Questionnaires and their questions' },
  {
    name: 'surveyInstance',
    description: 'A questionnaire assigned to a patient: answers, scores, review and care plan, export',
  },
  {
    name: 'fhir',
    description: "FHIR R4 exports: a patient's questionnaires and CGM summary, and the research bundle",
  },
  { name: 'note', description: "The patient's own notes" },
  {
    name: 'reminders',
    description:
      "Questionnaire reminders: the email's opt-out link (no sign-in; a clinic's delays are under clinic)",
  },
  { name: 'resources', description: 'Education resources: the tree, recommendations, resolved pages' },
  {
    name: 'audit',
    description: 'The audit trail: who read or changed whose data, when and from where (read-only)',
  },
  {
    name: 'dexcom',
    description: 'The glucose provider link (Dexcom API v3), stored CGM readings and their statistics',
  },
];

type Json = Record<string, unknown>;
const isObject = (v: unknown): v is Json => typeof v === 'object' && v !== null && !Array.isArray(v);

/** Every `$ref` in a part of the document. */
function refsIn(node: unknown, into = new Set<string>()): Set<string> {
  if (Array.isArray(node)) node.forEach((n) => refsIn(n, into));
  else if (isObject(node)) {
    for (const [k, v] of Object.entries(node)) {
      if (k === '$ref' && typeof v === 'string') into.add(v);
      else refsIn(v, into);
    }
  }
  return into;
}

/**
 * The zod registry yields an input and an output variant of every named schema (`Problem`,
 * `ProblemInput`); keep the components something refers to, directly or through another component.
 */
function pruneComponents(doc: Json): void {
  const schemas = isObject(doc.components) && isObject(doc.components.schemas) ? doc.components.schemas : {};
  const used = refsIn(doc.paths);
  for (let size = -1; size !== used.size;) {
    size = used.size;
    for (const ref of [...used]) refsIn(schemas[ref.replace('#/components/schemas/', '')], used);
  }
  for (const name of Object.keys(schemas))
    if (!used.has(`#/components/schemas/${name}`)) delete schemas[name];
}

/**
 * Drops every schema's `example` (a contract's, see examples.ts): shown once, on the request body's
 * media, not again on each schema and field that reuses the contract. A property named `example` stays.
 */
function dropSchemaExamples(node: unknown, propertyMap = false): void {
  if (Array.isArray(node)) node.forEach((n) => dropSchemaExamples(n));
  else if (isObject(node)) {
    if (!propertyMap) delete node.example;
    for (const [k, v] of Object.entries(node)) dropSchemaExamples(v, k === 'properties' && !propertyMap);
  }
}

/** Request-body examples (the contract's, or an operation's own), and status texts instead of fastify-swagger's "Default Response". */
function annotateOperations(doc: Json): void {
  const schemas = isObject(doc.components) && isObject(doc.components.schemas) ? doc.components.schemas : {};
  const contractExample = (schema: unknown) => {
    const ref = isObject(schema) && typeof schema.$ref === 'string' ? schema.$ref : '';
    const target = ref ? schemas[ref.replace('#/components/schemas/', '')] : schema;
    return isObject(target) ? target.example : undefined;
  };
  const examples: [Json, unknown][] = [];
  for (const item of Object.values(isObject(doc.paths) ? doc.paths : {})) {
    for (const op of Object.values(isObject(item) ? item : {})) {
      if (!isObject(op)) continue;
      // JSON bodies, and the one CSV upload (user/bulkSignup).
      const media =
        isObject(op.requestBody) && isObject(op.requestBody.content)
          ? Object.values(op.requestBody.content)[0]
          : undefined;
      if (isObject(media))
        examples.push([media, REQUEST_EXAMPLES[String(op.operationId)] ?? contractExample(media.schema)]);
      for (const [status, res] of Object.entries(isObject(op.responses) ? op.responses : {})) {
        if (isObject(res) && res.description === 'Default Response')
          res.description = STATUS_CODES[status] ?? 'Success';
        // A 204 carries no body: the zod null schema came out as an application/json one.
        if (isObject(res) && status === '204') delete res.content;
      }
    }
  }
  dropSchemaExamples(doc.paths);
  dropSchemaExamples(schemas);
  for (const [media, example] of examples) if (example !== undefined) media.example = example;
}

/**
 * Every operation's problem answers (identical per status, see routes.ts) become one named response
 * per status, `#/components/responses/NotFound`: the document says what each error means once.
 */
function shareProblemResponses(doc: Json): void {
  const shared: Json = {};
  for (const item of Object.values(isObject(doc.paths) ? doc.paths : {})) {
    for (const op of Object.values(isObject(item) ? item : {})) {
      const responses = isObject(op) && isObject(op.responses) ? op.responses : {};
      for (const [status, res] of Object.entries(responses)) {
        if (Number(status) < 400 || !isObject(res)) continue;
        const name = (STATUS_CODES[status] ?? `Status${status}`).replace(/[^A-Za-z0-9]/g, '');
        // A route's own words for a status stay inline rather than overwrite the shared ones.
        if (shared[name] !== undefined && JSON.stringify(shared[name]) !== JSON.stringify(res)) continue;
        shared[name] = res;
        responses[status] = { $ref: `#/components/responses/${name}` };
      }
    }
  }
  if (isObject(doc.components)) doc.components.responses = shared;
}

/** @fastify/swagger's options: the document's header, and the zod transforms finished by ours. */
export function swaggerOptions(config: Config): SwaggerOptions {
  return {
    openapi: {
      openapi: '3.0.3',
      info: {
        title: 'Diabetes care portal API',
        version: '0.1.0',
        description:
          'The product API behind the portal. Sign in with Cognito, exchange the ID token at POST /auth/jwt for an ' +
          'API token, and send it as `Authorization: Bearer <token>`. Errors are RFC 9457 problems ' +
          '(application/problem+json). api/README.md has a worked example.',
        contact: { name: 'Diabetes care portal team' },
      },
      servers: [{ url: config.publicUrl, description: 'This API (PUBLIC_URL)' }],
      tags: TAGS,
      components: {
        securitySchemes: {
          bearer: { type: 'http', scheme: 'bearer', description: 'The API token answered by POST /auth/jwt' },
        },
      },
    },
    transform: jsonSchemaTransform,
    transformObject: (input) => {
      const doc = jsonSchemaTransformObject(input) as Json;
      pruneComponents(doc);
      annotateOperations(doc);
      shareProblemResponses(doc);
      return doc;
    },
  };
}
