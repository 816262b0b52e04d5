import fs from 'node:fs';
import { strFromU8, unzipSync } from 'fflate';
import { expect, test } from '@playwright/test';
import { DEMO } from './helpers';
import { expectValidR4Bundle } from './fhir-schema';
import { openAs } from './sessions';

// Issue 37 point 3: from the account menu a patient downloads everything the portal holds about them
// in one file — a zip with the FHIR R4 bundle (every resource accepted by the R4 schema) and a
// readable summary in their language. Reading only: the demo patient is left as it was.

test('a patient downloads their own data from the account menu, and the bundle in it validates', async ({
  page,
}) => {
  await openAs(page, 'patient');
  await page.getByRole('button', { name: DEMO.patient.email }).click();
  const download = page.waitForEvent('download');
  await page.getByRole('button', { name: 'Download my data' }).click();
  const file = await download;
  expect(file.suggestedFilename()).toMatch(/^my-health-data-\d{4}-\d{2}-\d{2}\.zip$/);

  const files = unzipSync(fs.readFileSync(await file.path()));
  expect(Object.keys(files).sort()).toEqual(['bundle.json', 'summary.html']);
  const bundle = JSON.parse(strFromU8(files['bundle.json']!)) as {
    resourceType: string;
    entry: { resource: { resourceType: string; telecom?: { value: string }[] } }[];
  };
  expectValidR4Bundle(bundle);
  const patients = bundle.entry.filter((e) => e.resource.resourceType === 'Patient');
  expect(patients.map((e) => e.resource.telecom?.[0]?.value)).toEqual([DEMO.patient.email]);

  const summary = strFromU8(files['summary.html']!);
  expect(summary).toContain('<h1>Your data in the Diabetes Care Portal</h1>');
  expect(summary).toContain(DEMO.patient.email);
});
