import { z } from 'zod';

/**
 * A success response that is not JSON (a CSV export, an image): documented under its own media type.
 * The handler sends a stream or buffer itself, so the schema only describes the bytes.
 */
export function mediaResponse(mediaType: string, description: string) {
  const text = mediaType.startsWith('text/');
  const schema = text ? z.string() : z.string().meta({ format: 'binary' });
  return { description, content: { [mediaType]: { schema } } };
}
