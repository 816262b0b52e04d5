import { fileRequest, http } from '@dcp/shared/http';
import { useLoad } from '@dcp/shared/data';

/** GET doctor/qr-code?allowAnonymous: the PNG of the sign-up link or of its anonymous variant. */
export async function getQrCode(allowAnonymous: boolean): Promise<Blob> {
  const { data } = await http.get<unknown>('doctor/qr-code', fileRequest({ params: { allowAnonymous } }));
  if (!(data instanceof Blob)) throw new Error('the QR code is not an image');
  return data;
}

export const useQrCode = (allowAnonymous: boolean) =>
  useLoad(() => getQrCode(allowAnonymous), `qr-code:${String(allowAnonymous)}`);
