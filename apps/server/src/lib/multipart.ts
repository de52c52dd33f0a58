import type { FastifyRequest } from 'fastify';
import type { HttpError } from './errors.ts';
import type { IncomingFile } from '../files/pipeline.ts';

export interface MultipartBody {
  /** Text fields by (normalised) name; a repeated name keeps the last value. */
  fields: Map<string, string>;
  /** File parts in the order sent; empty parts (no file chosen) are left out. */
  files: Array<{ name: string; file: IncomingFile }>;
}

/**
 * Reads a multipart body completely into memory (its size is bounded by the multipart limits). `tooLarge`
 * builds the 413 for a part past the parser's limit, so that the message can name the right limit.
 */
export async function readMultipart(
  request: FastifyRequest,
  opts: { normalise?: (name: string) => string; tooLarge: (name: string, filename: string) => HttpError },
): Promise<MultipartBody> {
  const normalise = opts.normalise ?? ((n: string) => n.toLowerCase());
  const fields = new Map<string, string>();
  const files: MultipartBody['files'] = [];
  for await (const part of request.parts()) {
    const name = normalise(part.fieldname);
    if (part.type === 'file') {
      let data: Buffer;
      try {
        data = await part.toBuffer();
      } catch (err) {
        if ((err as { code?: string }).code === 'FST_REQ_FILE_TOO_LARGE') throw opts.tooLarge(name, part.filename);
        throw err;
      }
      // An empty file part is what a form sends when no file was chosen.
      if (data.length === 0 && !part.filename) continue;
      files.push({ name, file: { filename: part.filename, data } });
    } else {
      if (part.valueTruncated) throw opts.tooLarge(name, '');
      fields.set(name, String(part.value ?? ''));
    }
  }
  return { fields, files };
}
