import type { Repositories } from '../storage/store.ts';
import { enqueueLeadDelivery } from '../delivery/enqueue-lead.ts';
import { splitName, storeLead } from '../delivery/store-lead.ts';
import type { Tenant, TenantStore } from '../tenants/tenant-store.ts';

/**
 * A spin-to-win prize or an online payment reaches the dealer as a lead (docs/lead-delivery.md):
 * stored in `leads`, routed, emailed with its ADF and listed in the inbox like any other, its
 * deliveries queued in the same transaction as the spin or payment it reports.
 */

export interface AccountLead {
  formType: 'spin-to-win' | 'online-payment';
  category: string;
  subcategory: string;
  name: string;
  email: string | null;
  phone: string;
  message: string;
  /** One lead per spin or payment: the key names it, so it can never be recorded twice. */
  idempotencyKey: string;
  details: Record<string, string | number | boolean | null>;
}

export async function recordAccountLead(
  store: Repositories,
  tenants: TenantStore,
  tenant: Tenant,
  lead: AccountLead,
  client: { ip: string; userAgent: string },
  now: Date,
): Promise<{ publicId: string; rowId: number }> {
  const { firstName, lastName } = splitName(lead.name);
  const payload = {
    website_id: tenant.site.id,
    form_type: lead.formType,
    category: lead.category,
    subcategory: lead.subcategory,
    name: firstName,
    last_name: lastName,
    email: lead.email ?? undefined,
    phone: lead.phone,
    message: lead.message,
    ...lead.details,
    source: 'website',
    user_agent: client.userAgent,
  };
  const { publicId, rowId } = await storeLead(store, {
    websiteId: tenant.site.id,
    formType: lead.formType,
    category: lead.category,
    subcategory: lead.subcategory,
    name: firstName,
    lastName,
    email: lead.email,
    phone: lead.phone,
    payload,
    clientIp: client.ip,
    idempotencyKey: lead.idempotencyKey,
    now,
  });
  await enqueueLeadDelivery(store, tenants, tenant, rowId, now);
  return { publicId, rowId };
}
