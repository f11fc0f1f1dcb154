/** Browser entry point of the platform API client. */
export { createPlatformClient, type PlatformClient, type PlatformClientOptions, type SendOptions } from './create-platform-client.ts';
export { isPlatformApiError, PlatformApiError, UNEXPECTED_ERROR_MESSAGE, type PlatformErrorKind } from './platform-api-error.ts';
export { newIdempotencyKey } from './idempotency-key.ts';
