import { callRoute } from '../../../integrations/platform-api/client/call-route.ts';
import type { ReplyOf } from '#contract/index.ts';
import type { SiteApi } from './platform.ts';

/**
 * The browser's calls for the signed-in shopper's own features (spin-to-win, online payment, the
 * account hub's activity), through the contract's route table like every platform call. The session
 * is the API's HttpOnly cookie, sent by callRoute with `credentials: 'include'`.
 */

type ApiSite = SiteApi & { apiBaseUrl: string };

const transport = (site: ApiSite) => ({ baseUrl: site.apiBaseUrl, timeoutMs: 10_000 });

export function accountFeatures(site: ApiSite) {
  const query = { website_id: site.websiteId };
  return {
    getSpin: (): Promise<ReplyOf<'getSpin'>> => callRoute(transport(site), 'getSpin', { query }),
    spin: (campaign: string): Promise<ReplyOf<'spinWheel'>> => callRoute(transport(site), 'spinWheel', { body: { website_id: site.websiteId, campaign } }),
    createPayment: (
      input: { amount: number; purpose: string; reference: string; name: string; email: string },
      idempotencyKey: string,
    ): Promise<ReplyOf<'createOnlinePayment'>> =>
      callRoute(transport(site), 'createOnlinePayment', { body: { website_id: site.websiteId, ...input }, idempotencyKey }),
    confirmPayment: (paymentId: string, paymentMethod: string, idempotencyKey: string): Promise<ReplyOf<'confirmOnlinePayment'>> =>
      callRoute(transport(site), 'confirmOnlinePayment', {
        params: { payment_id: paymentId },
        body: { website_id: site.websiteId, payment_method: paymentMethod },
        idempotencyKey,
      }),
    getPayment: (paymentId: string): Promise<ReplyOf<'getOnlinePayment'>> =>
      callRoute(transport(site), 'getOnlinePayment', { params: { payment_id: paymentId }, query }),
    activity: (): Promise<ReplyOf<'accountActivity'>> => callRoute(transport(site), 'accountActivity', { query }),
  };
}
