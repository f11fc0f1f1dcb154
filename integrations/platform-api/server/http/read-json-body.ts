import type { IncomingMessage } from 'node:http';
import { ERROR_CODES } from '../../contract/index.ts';
import { jsonNestingDepth, MAX_JSON_DEPTH } from './json-depth.ts';
import { HttpFailure } from './replies.ts';

export const MAX_BODY_BYTES = 64 * 1024;

/**
 * Reads a JSON body of at most `limit` bytes. An oversized body is refused as soon as it is known to
 * be too big — from Content-Length when given, else after `limit` bytes — without buffering the rest.
 */
export async function readJsonBody(req: IncomingMessage, limit = MAX_BODY_BYTES): Promise<unknown> {
  const [mediaType, ...parameters] = (req.headers['content-type'] ?? '').split(';');
  if (mediaType?.trim().toLowerCase() !== 'application/json') {
    throw new HttpFailure(415, ERROR_CODES.unsupportedMediaType, 'Send the request body as application/json.');
  }
  // JSON is UTF-8 (RFC 8259); a body declared in another charset would be stored garbled, so it is refused.
  const charset = declaredCharset(parameters);
  if (charset !== null && charset !== 'utf-8' && charset !== 'utf8') {
    throw new HttpFailure(415, ERROR_CODES.unsupportedCharset, 'Send the request body as UTF-8 JSON.');
  }
  const declared = Number(req.headers['content-length']);
  if (Number.isFinite(declared) && declared > limit) throw tooLarge(limit);

  const text = await new Promise<string>((resolve, reject) => {
    const chunks: Buffer[] = [];
    let size = 0;
    const onData = (chunk: Buffer) => {
      size += chunk.length;
      if (size > limit) {
        req.off('data', onData);
        req.pause();
        reject(tooLarge(limit));
        return;
      }
      chunks.push(chunk);
    };
    req.on('data', onData);
    req.once('end', () => resolve(Buffer.concat(chunks).toString('utf8')));
    // A client hanging up mid-body is ordinary on mobile networks: settle quietly, never hang or log a stack.
    const cutOff = () => reject(new HttpFailure(400, ERROR_CODES.malformedJson, 'The request body was cut off.'));
    req.once('error', cutOff);
    req.once('close', () => {
      if (!req.complete) cutOff();
    });
  });

  if (text.trim() === '') throw malformed('The request body is empty.');
  if (jsonNestingDepth(text) > MAX_JSON_DEPTH) throw malformed(`The request body nests deeper than ${MAX_JSON_DEPTH} levels.`);
  try {
    return JSON.parse(text) as unknown;
  } catch {
    throw malformed('The request body is not valid JSON.');
  }
}

function declaredCharset(parameters: string[]): string | null {
  for (const parameter of parameters) {
    const [name, value] = parameter.split('=');
    if (name?.trim().toLowerCase() === 'charset') return (value ?? '').trim().replace(/^"|"$/g, '').toLowerCase();
  }
  return null;
}

function tooLarge(limit: number): HttpFailure {
  // Connection: close tells the client we will not read the rest of what it is sending.
  return new HttpFailure(413, ERROR_CODES.payloadTooLarge, `The request body is larger than ${limit / 1024} KB.`, undefined, {
    Connection: 'close',
  });
}

function malformed(message: string): HttpFailure {
  return new HttpFailure(400, ERROR_CODES.malformedJson, message);
}
