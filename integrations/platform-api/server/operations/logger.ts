import { pino, type DestinationStream, type Logger } from 'pino';

/**
 * The server's one logger: JSON lines (pino) on stdout, for the log shipper to index. Fields are
 * facts about the request or the work (ids, route pattern, status, timings), never a request body,
 * a header, a shopper's contact details or a secret — call sites pass those as nothing at all.
 * LOG_LEVEL (trace…fatal, silent) sets how much is written; default info.
 */

export type { Logger };

export function createLogger(destination?: DestinationStream, level = process.env.LOG_LEVEL || 'info'): Logger {
  return pino(
    {
      level,
      base: { service: 'platform-api', pid: process.pid },
      timestamp: pino.stdTimeFunctions.isoTime,
      // The level as its name: log queries read `level:"warn"`, not a number.
      formatters: { level: (label) => ({ level: label }) },
    },
    destination,
  );
}

// Contact details that can reach a free-text message (a failing SMTP server quoting the recipient,
// the log SMS gateway): replaced before the line is written. Six-digit sign-in codes are too short
// to look like a phone number and stay readable for a developer.
const EMAIL = /[\w.+-]+@[\w-]+(?:\.[\w-]+)+/g;
const PHONE = /(?:\+\d|\b0)[\d ()-]{6,}\d/g;

/** A `(message) => void` for code that logs free text: scrubbed, at `level`, as JSON lines of `logger`. */
export function messageLog(logger: Logger, level: 'info' | 'warn' = 'info'): (message: string) => void {
  return (message) => logger[level](scrubContacts(message));
}

export function scrubContacts(text: string): string {
  return text.replace(EMAIL, '[email]').replace(PHONE, (match) => (match.replace(/\D/g, '').length >= 8 ? '[phone]' : match));
}
