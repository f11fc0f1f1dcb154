import { useEffect, useState } from 'react';
import { readLastLead } from '../../forms/browser/local-records.ts';
import { successMessage, type LastLead } from '../../forms/lead-success.ts';
import type { SiteApi } from '../../forms/browser/platform.ts';
import { vehiclePath } from '../../site/routes.ts';
import { STATUS_TEXT } from './lead-form-controller.ts';
import { useOutboxStatus } from './use-outbox-status.ts';
import './lead-form.css';

/**
 * /success after a lead: the thank-you for its category (from the query), the car it was about (kept
 * in the browser by the form), and anything still waiting in the outbox, which this page also sends.
 */

interface Props {
  site: SiteApi;
  /** The thank-you line per lead category (lead-success.ts `successMessages`, from the form type records). */
  messages: Record<string, string>;
  /** The static page's own words, shown before the island knows the category. */
  fallback: string;
}

export default function SuccessPanel({ site, messages, fallback }: Props) {
  const [lead, setLead] = useState<{ category: string | null; last: LastLead | null } | null>(null);
  const outbox = useOutboxStatus(site);
  useEffect(() => {
    setLead({ category: new URLSearchParams(location.search).get('category'), last: readLastLead() });
  }, []);
  const car = lead?.last?.car;
  return (
    <div className="success-panel" data-testid="success-panel">
      <p className="success-panel__message">{lead ? successMessage(messages, lead.category) : fallback}</p>
      {car && (
        <p className="success-panel__car">
          About: <a href={vehiclePath(car.slug)}>{car.name}</a>
        </p>
      )}
      {lead?.last?.leadId && <p className="muted">Reference: {lead.last.leadId}</p>}
      <p className="lead-form__status" role="status" data-testid="outbox-status">
        {outbox.waiting.length > 0
          ? `${outbox.waiting.length === 1 ? '1 enquiry' : `${outbox.waiting.length} enquiries`}: ${outbox.status === 'sending' ? STATUS_TEXT.sending : STATUS_TEXT.queued}`
          : ''}
      </p>
    </div>
  );
}
