import { formatClock, hoursForDate, openStatus, type OpenStatus } from '../../domain/opening-hours.ts';
import { wallClock } from '../../domain/zoned-time.ts';
import type { OpenNowProps } from '../../site/dealer/locations.ts';

export interface OpenNowState extends OpenStatus {
  /** 'Today 8:30am – 5:30pm' or 'Closed today'. */
  today: string;
}

/** Open-now label and today's hours at `now`, in the location's own time zone. */
export function openNowState({ schedule, timeZone }: OpenNowProps, now: Date): OpenNowState {
  const clock = wallClock(now, timeZone);
  const day = hoursForDate(schedule, clock.isoDate, clock.weekday);
  const today = day.open ? `Today ${formatClock(day.from)} – ${formatClock(day.to)}` : `Closed today${day.holiday ? ` (${day.holiday})` : ''}`;
  const status = openStatus(schedule, now, timeZone);
  // 'Closed today' says nothing the label has not said already.
  return { ...status, today: !day.open && status.label.startsWith('Closed') ? '' : today };
}
