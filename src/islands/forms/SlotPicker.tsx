import { useState } from 'react';
import { formatIsoWeekday } from '../../domain/format.ts';
import type { SlotsState } from './use-test-drive-slots.ts';

/** Date, then time, from the API's free test-drive slots. The value is the chosen slot's start (ISO). */

interface Props {
  id: string;
  labelId: string;
  slots: SlotsState;
  value: string;
  invalid: boolean;
  describedBy?: string | undefined;
  onChange(value: string): void;
}

export function SlotPicker({ id, labelId, slots, value, invalid, describedBy, onChange }: Props) {
  const [pickedDay, setPickedDay] = useState('');
  if (slots.status === 'loading' || slots.status === 'idle') {
    return (
      <p className="lead-slots lead-slots--status" role="status">
        Loading available times…
      </p>
    );
  }
  if (slots.status === 'error' || slots.days.length === 0) {
    return (
      <p className="lead-slots lead-slots--status" role="status">
        {slots.status === 'error' ? 'We could not load available times.' : 'No times are free in the next two weeks.'} Choose “Call me to arrange a time” and we
        will find one with you.
      </p>
    );
  }
  const dayOfValue = slots.days.find((day) => day.slots.some((slot) => slot.start === value))?.date ?? '';
  const day = pickedDay || dayOfValue;
  const times = slots.days.find((candidate) => candidate.date === day)?.slots ?? [];
  return (
    <div className="lead-slots" role="group" aria-labelledby={labelId}>
      <div className="lead-field lead-field--half">
        <label htmlFor={`${id}-day`}>Day</label>
        <select
          id={`${id}-day`}
          value={day}
          aria-invalid={invalid && !day ? true : undefined}
          aria-describedby={describedBy}
          onChange={(event) => {
            setPickedDay(event.target.value);
            onChange('');
          }}
        >
          <option value="">Choose a day</option>
          {slots.days.map((candidate) => (
            <option key={candidate.date} value={candidate.date}>
              {formatIsoWeekday(candidate.date)}
            </option>
          ))}
        </select>
      </div>
      <div className="lead-field lead-field--half">
        <label htmlFor={`${id}-time`}>Time</label>
        <select
          id={`${id}-time`}
          value={value}
          disabled={!day}
          aria-invalid={invalid && day ? true : undefined}
          aria-describedby={describedBy}
          onChange={(event) => onChange(event.target.value)}
        >
          <option value="">{day ? 'Choose a time' : 'Choose a day first'}</option>
          {times.map((slot) => (
            <option key={slot.start} value={slot.start}>
              {slot.time}
            </option>
          ))}
        </select>
      </div>
    </div>
  );
}
