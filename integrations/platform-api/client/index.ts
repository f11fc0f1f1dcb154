/** Browser entry point of the platform API client. */
export { createPlatformClient, type PlatformClient } from './create-platform-client.ts';
export { isPlatformApiError, UNEXPECTED_ERROR_MESSAGE } from './platform-api-error.ts';
export { newIdempotencyKey } from './idempotency-key.ts';
