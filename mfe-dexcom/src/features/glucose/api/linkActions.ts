import { http } from '@dcp/shared/http';
import { DexcomOptIn } from '@dcp/shared/contracts';

// The link's own writes (req G§7): each answers nothing but optin's authorization URL.

export async function disconnectDexcom(): Promise<void> {
  await http.delete('api/dexcom/disconnect', { silent: true });
}
export async function skipDexcom(): Promise<void> {
  await http.post('api/dexcom/skip', undefined, { silent: true });
}
export async function optOutDexcom(): Promise<void> {
  await http.post('api/dexcom/optout', undefined, { silent: true });
}
export async function optInDexcom(): Promise<string | null> {
  const { data } = await http.post('api/dexcom/optin', undefined, { silent: true });
  return DexcomOptIn.parse(data).authUrl;
}
