import type { IncomingMessage, ServerResponse } from 'node:http';
import { z } from 'zod';
import { ERROR_CODES, fieldErrorsOf, IDEMPOTENCY_HEADER, IdempotencyKeySchema, type RouteName } from '../../contract/index.ts';
import { requestHash } from './request-hash.ts';
import type { FileOutcome, HandlerContext, JsonOutcome, RouteHandlers, Services } from '../handlers/handler-context.ts';
import { corsHeaders, type OriginPolicy } from './origin-policy.ts';
import { preflightReply } from './preflight.ts';
import { readJsonBody } from './read-json-body.ts';
import { HttpFailure, jsonReply, send, type SerializedReply } from './replies.ts';
import { clientIp, headerValue, pathnameOf, sessionTokenOf } from './request-facts.ts';
import { matchRoute } from './route-matcher.ts';
import { noteRequest } from './request-observer.ts';
import type { Claim, KeyRecord } from '../storage/repositories/idempotency-repository.ts';

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
  /** How long a request's claim on its Idempotency-Key lasts before a retry may take it over (its process died). */
  idempotencyClaimMs: number;
}

type AnyOutcome = JsonOutcome<unknown> | FileOutcome;
type AnyHandler = (context: HandlerContext<RouteName>) => AnyOutcome | Promise<AnyOutcome>;

export function createRequestListener(deps: PipelineDeps): (req: IncomingMessage, res: ServerResponse) => void {
  return (req, res) => {
    const origin = headerValue(req, 'origin');
    const cors: Record<string, string> = { Vary: 'Origin', ...(origin && deps.origins.isKnown(origin) ? corsHeaders(origin) : {}) };
    void produceReply(deps, req, origin)
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

async function produceReply(deps: PipelineDeps, req: IncomingMessage, origin: string | undefined): Promise<SerializedReply> {
  const method = req.method ?? 'GET';
  const target = pathnameOf(req);
  if (!target) throw new HttpFailure(404, ERROR_CODES.notFound, 'No such address.');
  const { pathname, searchParams } = target;

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
  noteRequest(req, { route: route.path });
  const rawBody = route.method === 'POST' ? await readJsonBody(req) : undefined;

  // Idempotency comes before validation: a stored reply is returned as it was, whatever changed since.
  // Keys are per website, so the lookup needs the website the request names (validated below).
  const now = deps.now();
  let idempotencyKey: string | null = null;
  let hash = '';
  const namedWebsiteId = websiteIdOf(rawBody);
  if (namedWebsiteId !== undefined && deps.tenants.byWebsiteId(namedWebsiteId)) noteRequest(req, { websiteId: namedWebsiteId });
  if (route.idempotency === 'required') {
    const key = IdempotencyKeySchema.safeParse(headerValue(req, IDEMPOTENCY_HEADER) ?? '');
    if (!key.success) throw invalid({ [IDEMPOTENCY_HEADER]: key.error.issues[0]?.message ?? 'Required.' });
    idempotencyKey = key.data;
    hash = requestHash(method, pathname, withoutResendMark(rawBody));
    const stored = namedWebsiteId === undefined ? undefined : await deps.store.idempotency.find(namedWebsiteId, idempotencyKey);
    const answer = stored && answerFromRecord(stored, hash, origin, deps.origins, now);
    if (answer) return answer;
  }

  const params = validate(route.params, match.params);
  const query = validate(route.query, Object.fromEntries(searchParams));
  const body = validate(route.body, rawBody);
  const fields = { ...params.fields, ...query.fields, ...body.fields };
  if (Object.keys(fields).length > 0) throw invalid(fields);

  const websiteId = websiteIdOf(body.value) ?? websiteIdOf(query.value);
  const tenant = websiteId === undefined ? undefined : deps.tenants.byWebsiteId(websiteId);
  if (!tenant || websiteId === undefined) throw invalid({ website_id: 'Unknown website.' });
  noteRequest(req, { websiteId });
  if (origin !== undefined && !deps.origins.isAllowedFor(origin, websiteId)) throw originRefused();

  // The claim is committed before the handler runs, so a retry at any server process on the database sees it.
  const claimed = idempotencyKey ? await claimKey(deps, { websiteId, key: idempotencyKey, method, path: pathname, requestHash: hash, now, origin }) : null;
  if (claimed && 'replay' in claimed) return claimed.replay;
  const claim = claimed?.token ?? null;
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
      deps.store.transaction(async (tx) => {
        const outcome = await work(tx);
        const reply = serialize(route.reply, route.successStatus, outcome);
        if (claim && idempotencyKey && reply.status < 300 && !(await tx.idempotency.complete(websiteId, idempotencyKey, claim, reply, now))) {
          // A retry took the key over (this request outlived its claim): only one of them may commit.
          throw inProgress();
        }
        persisted.set(outcome, reply);
        return outcome;
      }),
  };

  let completed = false;
  try {
    const outcome = await (deps.handlers[name] as unknown as AnyHandler)(context);
    const reply = persisted.get(outcome) ?? serialize(route.reply, route.successStatus, outcome);
    if (idempotencyKey && reply.status < 300 && !persisted.has(outcome)) {
      throw new Error(`${name} must reply through persist(): its reply has to be stored with its data`);
    }
    completed = persisted.has(outcome) && reply.status < 300;
    return reply;
  } finally {
    // A refused or failed request stores no reply: its key is free for the retry.
    if (claim && idempotencyKey && !completed) await deps.store.idempotency.release(websiteId, idempotencyKey, claim);
  }
}

/**
 * A stored reply is replayed (to the origins allowed for its website); a running claim means "retry
 * shortly"; a claim whose lease ran out (its process died) is null: this request may take it over.
 */
function answerFromRecord(stored: KeyRecord, hash: string, origin: string | undefined, origins: OriginPolicy, now: Date): SerializedReply | null {
  if (stored.state === 'pending') {
    if (stored.claimedUntil <= now.toISOString()) return null;
    if (stored.requestHash !== hash) throw keyReused();
    throw inProgress();
  }
  if (stored.requestHash !== hash) throw keyReused();
  if (origin !== undefined && !origins.isAllowedFor(origin, stored.websiteId)) throw originRefused();
  return { ...stored.reply, headers: { 'Idempotent-Replayed': 'true' } };
}

async function claimKey(
  deps: PipelineDeps,
  request: Omit<Claim, 'leaseMs'> & { origin: string | undefined },
): Promise<{ token: string } | { replay: SerializedReply }> {
  const token = await deps.store.idempotency.claim({ ...request, leaseMs: deps.idempotencyClaimMs });
  if (token) return { token };
  // Someone else holds the key, or finished with it a moment ago.
  const stored = await deps.store.idempotency.find(request.websiteId, request.key);
  const replay = stored && answerFromRecord(stored, request.requestHash, request.origin, deps.origins, request.now);
  if (!replay) throw inProgress();
  return { replay };
}

function keyReused(): HttpFailure {
  return new HttpFailure(409, ERROR_CODES.idempotencyKeyReused, 'This Idempotency-Key was already used for a different request.');
}

function inProgress(): HttpFailure {
  return new HttpFailure(409, ERROR_CODES.requestInProgress, 'The same request is still being processed. Please retry shortly.');
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
