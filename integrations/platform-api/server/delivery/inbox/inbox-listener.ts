import type { IncomingMessage, ServerResponse } from 'node:http';
import { HttpFailure, send } from '../../http/replies.ts';
import { INBOX_PREFIX, inboxReply, type InboxDeps } from './inbox-routes.ts';

/**
 * Puts the dealer inbox in front of the site-facing pipeline: /api/inbox/* is answered here (API-key
 * auth, no website_id, no CORS), everything else goes on to `next` untouched.
 */
export function withInbox(
  deps: InboxDeps & { log: (message: string) => void },
  next: (req: IncomingMessage, res: ServerResponse) => void,
): (req: IncomingMessage, res: ServerResponse) => void {
  return (req, res) => {
    const url = new URL(req.url ?? '/', 'http://inbox.invalid');
    if (!url.pathname.startsWith(INBOX_PREFIX)) {
      next(req, res);
      return;
    }
    // The inbox takes no request bodies; drain whatever came so the socket stays usable.
    req.resume();
    inboxReply(deps, req, url).then(
      (reply) => send(res, reply),
      (error: unknown) => {
        if (error instanceof HttpFailure) send(res, error.toReply());
        else {
          deps.log(`platform-api inbox: ${error instanceof Error ? (error.stack ?? error.message) : String(error)}`);
          send(res, new HttpFailure(500, 'internal_error', 'Something went wrong on our side.').toReply());
        }
      },
    );
  };
}
