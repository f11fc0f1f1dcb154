import type { LastLead } from '../lead-success.ts';

/** Small records kept in the browser between pages: the last lead (for /success). */

const LAST_LEAD_KEY = 'forecourt:last-lead';

export function saveLastLead(lead: LastLead): void {
  try {
    localStorage.setItem(LAST_LEAD_KEY, JSON.stringify(lead));
  } catch (error) {
    console.warn('Could not keep the enquiry details in this browser', error);
  }
}

export function readLastLead(): LastLead | null {
  try {
    const raw = localStorage.getItem(LAST_LEAD_KEY);
    return raw ? (JSON.parse(raw) as LastLead) : null;
  } catch {
    return null;
  }
}
