# The API and the worker (one image, several commands), compiled to JavaScript, production dependencies
# only, non-root.
#   docker build -f deploy/api.Dockerfile -t dcp-api .
#   api:     node api/dist/cli.js api
#   worker:  node api/dist/cli.js worker
#   migrate: node api/dist/cli.js migrate   (a deployment step, before the new API starts)
#   create-superadmin: node api/dist/cli.js create-superadmin --email …
# Base images are pinned by digest (docs/deploy.md, "Base images": where each came from, how to update).
FROM node:24-bookworm-slim@sha256:a9f5f7c91a432850b2a8a7797adf5eadb6c733ceed61167806cee7ea7fbc29df AS build
WORKDIR /app
COPY package.json package-lock.json ./
COPY api/package.json api/package.json
COPY shared/src/contracts/package.json shared/src/contracts/package.json
# The API's workspace with its dev dependencies (esbuild), then the bundle: api/src and the contracts in
# one file, every other package left to node_modules (api/scripts/build.mjs).
RUN npm install --workspace api --include-workspace-root=false --no-audit --no-fund
COPY api/scripts/build.mjs api/scripts/build.mjs
COPY api/src api/src
COPY shared/src/contracts shared/src/contracts
RUN node api/scripts/build.mjs

FROM node:24-bookworm-slim@sha256:a9f5f7c91a432850b2a8a7797adf5eadb6c733ceed61167806cee7ea7fbc29df AS deps
WORKDIR /app
COPY package.json package-lock.json ./
COPY api/package.json api/package.json
COPY shared/src/contracts/package.json shared/src/contracts/package.json
# Only the API's workspace and the contracts it depends on, without dev dependencies: no React or other
# browser package (@dcp/contracts needs zod alone), no TypeScript runner, no cognito-local, maildev,
# aws-sdk v2 or the Dexcom emulator (api/test/api-image.test.ts reads this file and the tree).
# npm install rather than npm ci: the lock file lacks other platforms' optional binaries (design D§10).
RUN npm install --omit=dev --omit=optional --workspace api --include-workspace-root=false --no-audit --no-fund \
 && npm cache clean --force

FROM node:24-bookworm-slim@sha256:a9f5f7c91a432850b2a8a7797adf5eadb6c733ceed61167806cee7ea7fbc29df
ENV NODE_ENV=production HOST=0.0.0.0 PORT=4000 WORKER_PORT=4010
WORKDIR /app
COPY --from=deps /app/node_modules node_modules
COPY package.json ./
COPY api/package.json api/package.json
COPY --from=build /app/api/dist api/dist
# Read at run time beside the bundle: the migrations and the PDFs' fonts (api/src/paths.ts, pdf-fonts.ts).
COPY api/drizzle api/drizzle
COPY api/src/surveys/fonts api/src/surveys/fonts
COPY scripts/portal-config.mjs scripts/portal-config.mjs
USER node
EXPOSE 4000 4010
HEALTHCHECK --interval=15s --timeout=3s --start-period=30s \
  CMD node -e "fetch('http://127.0.0.1:'+(process.env.HEALTH_PORT||process.env.PORT)+'/health/ready').then(r=>process.exit(r.ok?0:1),()=>process.exit(1))"
CMD ["node", "api/dist/cli.js", "api"]
