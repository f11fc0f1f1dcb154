import { ERROR_CODES } from '../../contract/index.ts';
import { ALLOWED_REQUEST_HEADERS, type OriginPolicy } from './origin-policy.ts';
import { HttpFailure, type SerializedReply } from './replies.ts';
import { methodsAt } from './route-matcher.ts';

/**
 * CORS preflight. It carries no body, so it cannot say which website a POST is for: any dealer's
 * origin passes here, and the real request is then checked against its own website_id.
 */
export function preflightReply(pathname: string, origin: string | undefined, origins: OriginPolicy): SerializedReply {
  const methods = methodsAt(pathname);
  if (methods.length === 0) throw new HttpFailure(404, ERROR_CODES.notFound, 'No such address.');
  if (origin === undefined || !origins.isKnown(origin)) {
    throw new HttpFailure(403, ERROR_CODES.originNotAllowed, 'This origin may not call the platform API.');
  }
  return {
    status: 204,
    contentType: 'text/plain; charset=utf-8',
    body: Buffer.alloc(0),
    headers: {
      'Access-Control-Allow-Methods': [...methods, 'OPTIONS'].join(', '),
      'Access-Control-Allow-Headers': ALLOWED_REQUEST_HEADERS,
      'Access-Control-Max-Age': '600',
    },
  };
}
