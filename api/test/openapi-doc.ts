import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type { FastifyInstance } from 'fastify';
import type * as OpenapiTypescript from 'openapi-typescript';
import { loadConfig } from '../src/config';
import { nativeRequire } from '../src/native-require';
import { apiRoot } from '../src/paths';
import { buildServer } from '../src/server';

/** The committed client types, generated from the served document (never edited by hand). */
export const generatedPath = () => path.join(apiRoot(), 'test', 'generated', 'api.d.ts');

export interface Operation {
  operationId?: string;
  summary?: string;
  description?: string;
  tags?: string[];
  security?: Record<string, string[]>[];
  parameters?: { in: string; name: string }[];
  requestBody?: { content: Record<string, { example?: unknown; schema?: unknown }> };
  responses: Record<string, { description: string; content?: Record<string, { schema?: unknown }> }>;
}
export interface Document {
  openapi: string;
  tags?: { name: string; description?: string }[];
  paths: Record<string, Record<string, Operation>>;
  components: {
    schemas?: Record<string, unknown>;
    responses?: Record<string, Operation['responses'][string]>;
    securitySchemes?: Record<string, unknown>;
  };
}

/** Every operation of the document with its method and path. */
export const operations = (doc: Document) =>
  Object.entries(doc.paths).flatMap(([p, item]) =>
    Object.entries(item).map(([method, op]) => ({ path: p, method, op })),
  );

/**
 * The API as built for production, on a throw-away PGlite and without the identity provider: the
 * document does not depend on either. Answers the app (listening, still open) and its document.
 */
export async function servedDocument(): Promise<{
  app: FastifyInstance;
  url: string;
  doc: Document;
  close: () => Promise<void>;
}> {
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'dcp-oas-'));
  const config = loadConfig({ DATA_DIR: dataDir, SEED_DEMO: '0', START_IDENTITY: '0', LOG_LEVEL: 'silent' });
  const app = await buildServer({ config, seed: false, strictContract: true });
  const close = async () => {
    await app.close();
    fs.rmSync(dataDir, { recursive: true, force: true });
  };
  try {
    // Over the network: fastify's inject needs an ESM-only package that jest's sandbox cannot load.
    await app.listen({ port: 0, host: '127.0.0.1' });
    const addr = app.server.address();
    const url = `http://127.0.0.1:${typeof addr === 'object' && addr ? addr.port : 0}`;
    const res = await fetch(`${url}/api/docs/json`);
    return { app, url, doc: (await res.json()) as Document, close };
  } catch (e) {
    await close();
    throw e;
  }
}

/** TypeScript types of the document, as openapi-typescript writes them, under a do-not-edit banner. */
export async function clientTypes(doc: Document): Promise<string> {
  // Node's loader: openapi-typescript requires ESM-only packages, which jest's sandbox cannot load.
  const { default: openapiTS, astToString } = nativeRequire<typeof OpenapiTypescript>('openapi-typescript');
  const ast = await openapiTS(doc as unknown as Parameters<typeof openapiTS>[0]);
  const banner =
    '// Generated from GET /api/docs/json by `npm run generate:client -w api` (openapi-typescript). Do not edit.\n';
  return banner + astToString(ast);
}
