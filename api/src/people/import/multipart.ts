import { HttpError } from '../../http-errors';

// req A§7's other reading of the import sends the file as `fileData` in multipart/form-data (issue
// 28 point 8). The import takes one text file, so this reads just that: the part named `fileData`
// (else the only file part), as UTF-8 text. Anything else is refused like a wrong media type.

export const MULTIPART_TYPE = 'multipart/form-data';
export const FILE_FIELD = 'fileData';

/** The boundary of a multipart/form-data content type (RFC 7578 §4.1), quoted or not. */
export function boundaryOf(contentType: string | undefined): string {
  const m = /;\s*boundary=(?:"([^"]+)"|([^;\s]+))/i.exec(contentType ?? '');
  const boundary = m?.[1] ?? m?.[2];
  if (!boundary || boundary.length > 70) throw new HttpError(400, 'import.multipartBoundary');
  return boundary;
}

/** The CSV text of the form's `fileData` part. */
export function fileFromMultipart(body: string, boundary: string): string {
  const parts = body.split(`--${boundary}`).slice(1, -1);
  const files = parts.flatMap((part) => {
    const end = part.indexOf('\r\n\r\n');
    if (end < 0) return [];
    const headers = part.slice(0, end);
    const disposition = /content-disposition:[^\r\n]*/i.exec(headers)?.[0] ?? '';
    const name = /\bname="([^"]*)"/i.exec(disposition)?.[1];
    const isFile = /\bfilename="/i.test(disposition);
    // The part's content ends with the CRLF that precedes the next boundary.
    return [{ name, isFile, text: part.slice(end + 4).replace(/\r\n$/, '') }];
  });
  const file =
    files.find((f) => f.name === FILE_FIELD) ??
    (files.length === 1 && files[0]?.isFile ? files[0] : undefined);
  if (!file) throw new HttpError(400, 'import.multipartNoFile');
  return file.text;
}
