import { http } from '@dcp/shared/http';
import { ResolvedResource, type Locale } from '@dcp/shared/contracts';

/**
 * GET `${url}[/${locale}]/resolved`: the public page behind a resource (req G§7). Called on a click,
 * not on render, so it has no hook.
 */
export async function resolveResource(url: string, locale?: Locale): Promise<string> {
  const base = url.replace(/\/+$/, '');
  const { data } = await http.get(`${base}${locale ? `/${locale}` : ''}/resolved`);
  return ResolvedResource.parse(data).resolvedUrl;
}
