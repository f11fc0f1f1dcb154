import { randomInt } from 'node:crypto';
import { ERROR_CODES, type SpinResult } from '../../contract/index.ts';
import { campaignOpen, drawSegment } from '../../../../src/domain/account/spin-to-win.ts';
import type { SpinToWinSettings } from '../../../../src/config/account.ts';
import { recordAccountLead } from '../account/account-lead.ts';
import { spinIn } from '../account/spin-rows.ts';
import { HttpFailure } from '../http/replies.ts';
import type { HandlerContext, RouteHandler } from './handler-context.ts';
import type { Repositories } from '../storage/store.ts';
import { signedInUser } from './lookups.ts';

/**
 * Spin-to-win (docs/account-pages.md): the outcome is drawn here, never in the browser, with a
 * cryptographic random number weighted by the dealer's configured odds, and recorded once per
 * account per campaign (a UNIQUE key). A won prize is a lead the dealer receives.
 */

function campaignOf(context: HandlerContext<'getSpin' | 'spinWheel'>): SpinToWinSettings {
  const campaign = context.tenant.site.account.spinToWin;
  if (!campaign) throw new HttpFailure(404, ERROR_CODES.notFound, 'This dealer has no spin-to-win promotion.');
  return campaign;
}

function recordedSpin(
  store: Pick<Repositories, 'accountRecords'>,
  context: HandlerContext<'getSpin' | 'spinWheel'>,
  userId: number,
  campaign: SpinToWinSettings,
) {
  return spinIn(store, context.tenant.site.id, userId, campaign.campaign, campaign.prizes);
}

export const getSpin: RouteHandler<'getSpin'> = async (context) => {
  const campaign = campaignOf(context);
  const user = await signedInUser(context);
  return {
    body: {
      campaign: campaign.campaign,
      spin: await recordedSpin(context.store, context, user.id, campaign),
      closed: !campaignOpen(campaign.endsAt, context.now),
    },
  };
};

export const spinWheel: RouteHandler<'spinWheel'> = async (context) => {
  const { tenant, now } = context;
  const campaign = campaignOf(context);
  const user = await signedInUser(context);
  if (context.body.campaign !== campaign.campaign) {
    throw new HttpFailure(409, 'campaign_changed', 'This promotion has changed. Please reload the page.');
  }
  return context.store.transaction(async (tx) => {
    // One spin per account and campaign, also when two tabs (or instances) spin at once.
    await tx.lock('spin', tenant.site.id, user.id, campaign.campaign);
    const earlier = await recordedSpin(tx, context, user.id, campaign);
    if (earlier) return { body: { spin: earlier, repeat: true } };
    if (!campaignOpen(campaign.endsAt, now)) throw new HttpFailure(409, 'campaign_closed', 'This promotion has closed.');
    const segment = drawSegment(campaign.prizes, (max) => randomInt(max));
    const prize = campaign.prizes[segment]!;
    let leadRowId: number | null = null;
    if (prize.isPrize) {
      leadRowId = (
        await recordAccountLead(
          tx,
          context.tenants,
          tenant,
          {
            formType: 'spin-to-win',
            category: 'Spin to Win',
            subcategory: prize.label,
            name: `Shopper ${user.phone}`,
            email: null,
            phone: user.phone,
            message: `Won "${prize.label}" in the ${campaign.title} promotion (${campaign.campaign}). Please contact the shopper to redeem it.`,
            idempotencyKey: `spin:${tenant.site.id}:${user.id}:${campaign.campaign}`,
            details: { campaign: campaign.campaign, prize_id: prize.id, prize: prize.label },
          },
          context.client,
          now,
        )
      ).rowId;
    }
    await tx.accountRecords.recordSpin({
      websiteId: tenant.site.id,
      userId: user.id,
      campaign: campaign.campaign,
      prizeId: prize.id,
      prizeLabel: prize.label,
      isPrize: prize.isPrize,
      leadId: leadRowId,
      now,
    });
    const spin: SpinResult = {
      campaign: campaign.campaign,
      prize_id: prize.id,
      label: prize.label,
      segment,
      is_prize: prize.isPrize,
      spun_at: now.toISOString(),
    };
    return { body: { spin, repeat: false } };
  });
};
