import fs from 'node:fs';
import path from 'node:path';
import Ajv from 'ajv';
import { parse, parseAllDocuments } from 'yaml';
import { containersOf, type Doc, renderChart, root, schemaProblems } from './deploy-helpers';

// Issue 39 point 5: what would be applied validates against its schema. Every object the chart
// renders, and the namespace made before it, against Kubernetes 1.34's API schemas, unknown fields
// included (scripts/k8s-validate.mjs); deploy/compose.yaml against the Compose Specification's
// schema (vendored: deploy/schemas/README.md).

const read = (p: string) => fs.readFileSync(path.join(root, p), 'utf8');
let chart: Doc[] = [];
beforeAll(() => {
  chart = renderChart();
}, 120_000); // the first run on a machine fetches Helm (scripts/helm.mjs)

describe('the Helm chart against the Kubernetes API schemas', () => {
  it('renders objects that all validate, the namespace too', () => {
    const namespace = parseAllDocuments(read('deploy/helm/namespace.yaml')).map((d) => d.toJS() as Doc);
    expect(chart.length).toBeGreaterThan(15);
    expect(schemaProblems([...chart, ...namespace])).toEqual([]);
  });

  it('fails a misspelt field, a wrong type and a missing required field', () => {
    const api = structuredClone(chart.find((d) => d.kind === 'Deployment' && d.metadata.name === 'dcp-api')!);
    const container = containersOf(api)[0]!;
    container.imagePullPolicyy = container.imagePullPolicy;
    delete container.imagePullPolicy;
    container.ports[0].containerPort = 'http';
    delete api.spec.selector;
    expect(schemaProblems([api])).toEqual([
      'Deployment/dcp-api: data/spec must have required property selector',
      'Deployment/dcp-api: data/spec/template/spec/containers/0/ports/0/containerPort must be integer',
      'Deployment/dcp-api: spec.template.spec.containers[0].imagePullPolicyy: unknown field',
    ]);
  });

  it('fails a kind the API does not have, and an older version’s shape', () => {
    const hpa = structuredClone(chart.find((d) => d.kind === 'HorizontalPodAutoscaler')!);
    expect(schemaProblems([{ ...hpa, kind: 'HorizontalPodScaler' }])).toEqual([
      'HorizontalPodScaler/dcp-api: no schema for autoscaling/v2 HorizontalPodScaler',
    ]);
    expect(schemaProblems([{ ...hpa, apiVersion: 'autoscaling/v1' }])).toContain(
      'HorizontalPodAutoscaler/dcp-api: spec.metrics: unknown field',
    );
  });
});

describe('docker compose against the Compose Specification', () => {
  // draft-07; the schema names the https form of its meta-schema, which ajv does not hold.
  const validate = new Ajv({ allErrors: true, unknownFormats: 'ignore', validateSchema: false }).compile(
    JSON.parse(read('deploy/schemas/compose-spec.json')) as object,
  );
  const compose = () => parse(read('deploy/compose.yaml'), { merge: true }) as Doc;

  it('validates', () => {
    expect([validate(compose()), validate.errors]).toEqual([true, null]);
  });

  it('fails a misspelt service setting and a wrong shape', () => {
    const misspelt = compose();
    misspelt.services.worker.restrat = misspelt.services.worker.restart;
    expect(validate(misspelt)).toBe(false);
    expect(validate.errors).toContainEqual(
      expect.objectContaining({ params: { additionalProperty: 'restrat' }, dataPath: ".services['worker']" }),
    );
    const wrong = compose();
    wrong.services.api.depends_on = 'migrate';
    expect(validate(wrong)).toBe(false);
  });
});
