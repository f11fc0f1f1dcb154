/**
 * The SMS-gateway port sign-in codes go through. A real gateway (Twilio, MessageMedia, …) is an
 * adapter passed as `smsGateway`; the reference server ships the log gateway, which writes the
 * message to the server log — fine for a developer's machine, never a shopper-facing deployment.
 */

export interface SmsMessage {
  to: string;
  text: string;
}

export interface SmsGateway {
  readonly name: string;
  send(message: SmsMessage): Promise<void>;
}

export function createLogSmsGateway(log: (message: string) => void): SmsGateway {
  return {
    name: 'log',
    async send({ to, text }) {
      log(`platform-api: SMS to ${to}: ${text}`);
    },
  };
}
