import { captchaProvider } from '../../forms/captcha.ts';
import { BOOKING_CHOICE_FIELD, LOCATION_FIELD } from '../../forms/form-fields.ts';
import { useMemo } from 'react';
import type { LeadFormProps } from '../../site/leads/form-props.ts';
import type { DealerWideFormKey, TouchFormProps } from '../../site/leads/dealer-wide-form.ts';
import { joinDealerWide } from '../shared/dealer-wide-props.ts';
import { LeadFormView } from './LeadFormView.tsx';
import { useLeadForm } from './use-lead-form.ts';
import { useTestDriveSlots } from './use-test-drive-slots.ts';
import { useWarmValidation } from './use-warm-validation.ts';
import './lead-form.css';

/**
 * The lead form island: one engine for every form type. Embed with the props of
 * src/site/leads/form-props.ts: `<LeadForm client:visible {...formPropsFor(bundle, 'contact')} />`, or with
 * its dealer-wide props in a cached file (src/site/leads/dealer-wide-form.ts).
 */
function LeadForm(given: LeadFormProps | TouchFormProps) {
  const props = useMemo(() => joinDealerWide<LeadFormProps, DealerWideFormKey>(given), [given]);
  const form = useLeadForm(props);
  useWarmValidation(form.definition);
  const locationId = Number(form.values[LOCATION_FIELD]) || undefined;
  const slots = useTestDriveSlots(props.site, form.formType === 'test-drive' && form.values[BOOKING_CHOICE_FIELD] === 'pick', {
    ...(form.car ? { carId: form.car.id } : {}),
    ...(locationId ? { locationId } : {}),
  });
  return (
    <LeadFormView
      state={form}
      actions={form}
      site={props.site}
      heading={props.heading ?? ''}
      idPrefix={props.idPrefix}
      slots={slots}
      captcha={captchaProvider(props.captcha)}
    />
  );
}
export default LeadForm;
