import type { IncomingMessage, ServerResponse } from 'node:http';
import { z } from 'zod';
import { ERROR_CODES, fieldErrorsOf, IDEMPOTENCY_HEADER, IdempotencyKeySchema, type RouteName } from '../../contract/index.ts';
import { findStoredReply, requestHash, storeReply } from '../db/idempotency.ts';
import { inTransaction } from '../db/transaction.ts';
import type { FileOutcome, HandlerContext, JsonOutcome, RouteHandlers, Services } from '../handlers/handler-context.ts';
import { corsHeaders, type OriginPolicy } from './origin-policy.ts';
import { preflightReply } from './preflight.ts';
import { readJsonBody } from './read-json-body.ts';
import { HttpFailure, jsonReply, send, type SerializedReply } from './replies.ts';
import { clientIp, headerValue, pathnameOf, sessionTokenOf } from './request-facts.ts';
import { matchRoute } from './route-matcher.ts';

/**
 * One request, start to finish: CORS → route → body → idempotency replay → validation → tenant →
 * handler → reply. Every failure is an HttpFailure turned into JSON; anything else is a 500 and the
 * server carries on.
 */

export interface PipelineDeps extends Services {
  handlers: RouteHandlers;
  origins: OriginPolicy;
  now: () => Date;
  trustedProxies: ReadonlySet<string>;
}

type AnyOutcome = JsonOutcome<unknown> | FileOutcome;
type AnyHandler = (context: HandlerContext<RouteName>) => AnyOutcome | Promise<AnyOutcome>;

export function createRequestListener(deps: PipelineDeps): (req: IncomingMessage, res: ServerResponse) => void {
  const inFlight = new Set<string>();
  return (req, res) => {
    const origin = headerValue(req, 'origin');
    const cors: Record<string, string> = { Vary: 'Origin', ...(origin && deps.origins.isKnown(origin) ? corsHeaders(origin) : {}) };
    void produceReply(deps, inFlight, req, origin)
      .catch((error: unknown) => {
        if (error instanceof HttpFailure) return error.toReply();
        deps.log(`platform-api: unexpected error: ${error instanceof Error ? (error.stack ?? error.message) : String(error)}`);
        return new HttpFailure(500, ERROR_CODES.internalError, 'Something went wrong on our side. Please try again.').toReply();
      })
      .then((reply) => {
        send(res, reply, cors);
        // We stopped reading an oversized body; close rather than leave its remainder on the socket.
        if (reply.status === 413) res.once('finish', () => setTimeout(() => req.socket.destroy(), 50));
      })
      .catch(() => res.destroy());
  };
}

async function produceReply(deps: PipelineDeps, inFlight: Set<string>, req: IncomingMessage, origin: string | undefined): Promise<SerializedReply> {
  const method = req.method ?? 'GET';
  const target = pathnameOf(req);
  if (!target) throw new HttpFailure(404, ERROR_CODES.notFound, 'No such address.');
  const { pathname, searchParams } = target;

  if (method === 'GET' && pathname === '/api/health') return jsonReply(200, { ok: true });
  if (method === 'OPTIONS') return preflightReply(pathname, origin, deps.origins);
  if (origin !== undefined && !deps.origins.isKnown(origin)) throw originRefused();

  const match = matchRoute(method, pathname);
  if (match.kind === 'not_found') throw new HttpFailure(404, ERROR_CODES.notFound, 'No such address.');
  if (match.kind === 'method_not_allowed') {
    throw new HttpFailure(405, ERROR_CODES.methodNotAllowed, `Use ${match.allow.join(' or ')} here.`, undefined, {
      Allow: match.allow.join(', '),
    });
  }
  const { route, name } = match;
  const rawBody = route.method === 'POST' ? await readJsonBody(req) : undefined;

  // Idempotency comes before validation: a stored reply is returned as it was, whatever changed since.
  // Keys are per website, so the lookup needs the website the request names (validated below).
  let idempotencyKey: string | null = null;
  let hash = '';
  const namedWebsiteId = websiteIdOf(rawBody);
  const flightKey = (key: string) => `${namedWebsiteId ?? '?'}:${key}`;
  if (route.idempotency === 'required') {
    const key = IdempotencyKeySchema.safeParse(headerValue(req, IDEMPOTENCY_HEADER) ?? '');
    if (!key.success) throw invalid({ [IDEMPOTENCY_HEADER]: key.error.issues[0]?.message ?? 'Required.' });
    idempotencyKey = key.data;
    hash = requestHash(method, pathname, withoutResendMark(rawBody));
    const stored = namedWebsiteId === undefined ? undefined : findStoredReply(deps.db, namedWebsiteId, idempotencyKey);
    if (stored) {
      if (stored.requestHash !== hash) {
        throw new HttpFailure(409, ERROR_CODES.idempotencyKeyReused, 'This Idempotency-Key was already used for a different request.');
      }
      if (origin !== undefined && !deps.origins.isAllowedFor(origin, stored.websiteId)) throw originRefused();
      return { ...stored.reply, headers: { 'Idempotent-Replayed': 'true' } };
    }
    if (inFlight.has(flightKey(idempotencyKey))) {
      throw new HttpFailure(409, ERROR_CODES.requestInProgress, 'The same request is still being processed. Please retry shortly.');
    }
  }

  const params = validate(route.params, match.params);
  const query = validate(route.query, Object.fromEntries(searchParams));
  const body = validate(route.body, rawBody);
  const fields = { ...params.fields, ...query.fields, ...body.fields };
  if (Object.keys(fields).length > 0) throw invalid(fields);

  const websiteId = websiteIdOf(body.value) ?? websiteIdOf(query.value);
  const tenant = websiteId === undefined ? undefined : deps.tenants.byWebsiteId(websiteId);
  if (!tenant || websiteId === undefined) throw invalid({ website_id: 'Unknown website.' });
  if (origin !== undefined && !deps.origins.isAllowedFor(origin, websiteId)) throw originRefused();

  const now = deps.now();
  const persisted = new WeakMap<object, SerializedReply>();
  const context: HandlerContext<RouteName> = {
    ...deps,
    params: params.value as never,
    query: query.value as never,
    body: body.value as never,
    tenant,
    now,
    client: { ip: clientIp(req, deps.trustedProxies), userAgent: headerValue(req, 'user-agent') ?? '' },
    sessionToken: sessionTokenOf(req, websiteId),
    idempotencyKey,
    persist: (work) =>
      inTransaction(deps.db, () => {
        const outcome = work();
        const reply = serialize(route.reply, route.successStatus, outcome);
        if (idempotencyKey && reply.status < 300) {
          storeReply(deps.db, { key: idempotencyKey, websiteId, method, path: pathname, requestHash: hash, reply, now });
        }
        persisted.set(outcome, reply);
        return outcome;
      }),
  };

  if (idempotencyKey) inFlight.add(flightKey(idempotencyKey));
  try {
    const outcome = await (deps.handlers[name] as unknown as AnyHandler)(context);
    const reply = persisted.get(outcome) ?? serialize(route.reply, route.successStatus, outcome);
    if (idempotencyKey && reply.status < 300 && !persisted.has(outcome)) {
      throw new Error(`${name} must reply through persist(): its reply has to be stored with its data`);
    }
    return reply;
  } finally {
    if (idempotencyKey) inFlight.delete(flightKey(idempotencyKey));
  }
}

function validate(schema: z.ZodType | undefined, input: unknown): { value: unknown; fields: Record<string, string> } {
  if (!schema) return { value: undefined, fields: {} };
  const result = schema.safeParse(input);
  return result.success ? { value: result.data, fields: {} } : { value: undefined, fields: fieldErrorsOf(result.error) };
}

/** The outbox's resend mark (a lead's `captcha_resend`) is about the delivery, not the request: a resend is the same request. */
function withoutResendMark(body: unknown): unknown {
  if (typeof body !== 'object' || body === null || !('captcha_resend' in body)) return body;
  const { captcha_resend: _mark, ...rest } = body as Record<string, unknown>;
  return rest;
}

function websiteIdOf(value: unknown): number | undefined {
  if (value === null || typeof value !== 'object' || !('website_id' in value)) return undefined;
  return typeof value.website_id === 'number' ? value.website_id : undefined;
}

function serialize(schema: z.ZodType | null, successStatus: number, outcome: AnyOutcome): SerializedReply {
  if ('file' in outcome) {
    const status = outcome.status ?? successStatus;
    return { status, contentType: outcome.contentType, body: Buffer.from(outcome.file), headers: outcome.headers ?? {} };
  }
  // The server holds itself to the contract: a reply the client would reject is our bug, caught here.
  const checked = schema ? schema.safeParse(outcome.body) : null;
  if (checked && !checked.success) throw new Error(`reply breaks the contract: ${z.prettifyError(checked.error)}`);
  return jsonReply(outcome.status ?? successStatus, checked ? checked.data : outcome.body, outcome.headers);
}

function invalid(fields: Record<string, string>): HttpFailure {
  return new HttpFailure(400, ERROR_CODES.validationFailed, 'Please fix the following errors:', fields);
}

function originRefused(): HttpFailure {
  return new HttpFailure(403, ERROR_CODES.originNotAllowed, 'This site may not call the platform API for that website.');
}
