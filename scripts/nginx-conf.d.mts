/** The API balancer block alone (scripts/nginx-conf.mjs); empty without upstreams. */
export function apiBlock(o: { apiPort: number | string; upstreams?: string[] }): string;

/** The whole nginx configuration: the portal's files and the API's balancer (scripts/nginx-conf.mjs). */
export function nginxConf(o: Record<string, unknown>): string;
