// Writes api/test/generated/api.d.ts from the document the API serves. api/test/openapi.test.ts fails
// when the committed file differs, so run this after changing a route or a contract.
import fs from 'node:fs';
import path from 'node:path';
import { clientTypes, generatedPath, servedDocument } from '../test/openapi-doc';

const { doc, close } = await servedDocument();
try {
  fs.mkdirSync(path.dirname(generatedPath()), { recursive: true });
  fs.writeFileSync(generatedPath(), await clientTypes(doc));
  console.log(`wrote ${path.relative(process.cwd(), generatedPath())}`);
} finally {
  await close();
}
