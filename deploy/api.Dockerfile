# The API and the worker (one image, two commands), production dependencies only, non-root.
#   docker build -f deploy/api.Dockerfile -t dcp-api .
#   api:     node --import tsx api/src/cli.ts api
#   worker:  node --import tsx api/src/cli.ts worker
#   migrate: node --import tsx api/src/cli.ts migrate   (a deployment step, before the new API starts)
FROM node:24-bookworm-slim AS deps
WORKDIR /app
COPY package.json package-lock.json ./
COPY api/package.json api/package.json
COPY shared/package.json shared/package.json
# Only the API's workspace, without dev dependencies: no cognito-local, maildev, aws-sdk v2 or the
# Dexcom emulator (a test reads this file: api/test/deploy-artefacts.test.ts). npm install rather than
# npm ci: the lock file lacks other platforms' optional binaries (design D§10).
RUN npm install --omit=dev --omit=optional --workspace api --include-workspace-root=false --no-audit --no-fund \
 && npm cache clean --force

FROM node:24-bookworm-slim
ENV NODE_ENV=production HOST=0.0.0.0 PORT=4000 WORKER_PORT=4010
WORKDIR /app
COPY --from=deps /app/node_modules node_modules
COPY package.json ./
COPY shared shared
COPY api/package.json api/package.json
COPY api/src api/src
COPY api/drizzle api/drizzle
COPY scripts/portal-config.mjs scripts/portal-config.mjs
USER node
EXPOSE 4000 4010
HEALTHCHECK --interval=15s --timeout=3s --start-period=30s \
  CMD node -e "fetch('http://127.0.0.1:'+(process.env.HEALTH_PORT||process.env.PORT)+'/health/ready').then(r=>process.exit(r.ok?0:1),()=>process.exit(1))"
CMD ["node", "--import", "tsx", "api/src/cli.ts", "api"]
