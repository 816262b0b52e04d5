# The portal's static bundles behind nginx with the documented headers and a per-answer CSP nonce.
#   docker build -f deploy/portal.Dockerfile -t dcp-portal .
# config.json and remotes.json are written at start into /srv/runtime (mounted: compose's
# portal-config service, or the Kubernetes init container, runs scripts/portal-config.mjs).
# Base images pinned by digest (docs/deploy.md, "Base images": where each came from, how to update).
FROM node:24-bookworm-slim@sha256:a9f5f7c91a432850b2a8a7797adf5eadb6c733ceed61167806cee7ea7fbc29df AS build
WORKDIR /app
COPY . .
RUN npm install --no-audit --no-fund && node scripts/build.mjs
# The server block, rendered by the same function the rehearsal runs; ${API_ORIGIN} is filled by the
# nginx image's envsubst at start, and ${COGNITO_REGION} (the CSP's connect-src names both).
RUN node -e "import('./scripts/nginx-conf.mjs').then(async ({ nginxConf }) => { \
      const cfg = { apiUrl: '\${API_ORIGIN}', identity: { region: '\${COGNITO_REGION}' } }; \
      process.stdout.write(nginxConf({ portalPort: 8080, apiPort: 8081, upstreams: ['\${API_UPSTREAM}'], \
        shellDir: '/srv/portal/shell', \
        bundleDir: (d) => '/srv/portal/' + d, widgetDir: '/srv/portal/dexcom-widget', \
        runtimeDir: '/srv/runtime', config: cfg, prefix: '/tmp', accessLog: '/dev/stdout', \
        errorLog: '/dev/stderr' })); })" > /tmp/nginx.conf.template \
 && mkdir -p /srv/portal && for d in shell mfe-auth mfe-superadmin mfe-admin mfe-doctor mfe-patient mfe-dexcom dexcom-widget; do \
      cp -r "$d/dist" "/srv/portal/$d" && find "/srv/portal/$d" -name '*.map' -delete; done

# nginx's stable line (1.27 is no longer built by the official images).
FROM nginx:1.30-trixie@sha256:585d4e63ef9a0c34cbb46fefa3449d16d38bf4a8d3d817e6638962d8b7578696
COPY --from=build /tmp/nginx.conf.template /etc/nginx/templates/nginx.conf.template
COPY --from=build /srv/portal /srv/portal
# The official image renders /etc/nginx/templates/* into /etc/nginx/conf.d; the whole nginx.conf here.
ENV NGINX_ENVSUBST_OUTPUT_DIR=/etc/nginx API_ORIGIN=https://api.example.org API_UPSTREAM=api:4000 COGNITO_REGION=eu-west-1
RUN mkdir -p /srv/runtime && chown -R nginx:nginx /srv/runtime /var/cache/nginx /etc/nginx
USER nginx
EXPOSE 8080 8081
HEALTHCHECK --interval=30s --timeout=3s CMD ["sh", "-c", "exec 3<>/dev/tcp/127.0.0.1/8080"]
