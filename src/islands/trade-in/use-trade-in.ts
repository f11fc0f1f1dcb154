import { useStore } from '@nanostores/react';
import { useEffect, useState } from 'react';
import { saveLastLead } from '../../forms/browser/local-records.ts';
import { outboxFor } from '../../forms/browser/platform.ts';
import { formTypeDefinition } from '../../forms/form-types/registry.ts';
import { lastLeadOf, successHref } from '../../forms/lead-success.ts';
import type { LeadFormProps } from '../../site/leads/form-props.ts';
import { useLeadForm } from '../forms/use-lead-form.ts';
import { createTradeInController, type JourneyStorage } from './trade-in-controller.ts';

/** The trade-in journey island's binding: the lead form engine for the lead step, the controller for the rest. */

export interface TradeInProps extends LeadFormProps {
  /** The dealer has a valuation integration (spec 02 §4). */
  valuation: boolean;
  /** Save the valuation reply with column_name "valuation" (spec 02 §7). */
  saveValuationColumn: boolean;
}

const browserStorage: JourneyStorage = {
  read: (key) => {
    try {
      return localStorage.getItem(key);
    } catch {
      return null;
    }
  },
  write: (key, value) => {
    try {
      if (value === null) localStorage.removeItem(key);
      else localStorage.setItem(key, value);
    } catch {
      // Without storage the journey still works; it just cannot resume after a reload.
    }
  },
};

export function useTradeIn(props: TradeInProps) {
  const { websiteId, apiBaseUrl } = props.site;
  const [controller] = useState(() =>
    createTradeInController({
      websiteId,
      category: props.category ?? formTypeDefinition(props.formType).category,
      valuation: props.valuation,
      saveValuationColumn: props.saveValuationColumn,
      outbox: () => (apiBaseUrl ? outboxFor({ websiteId, apiBaseUrl }) : null),
      storage: browserStorage,
      now: Date.now,
      onFinished(leadId, journey, car) {
        saveLastLead(lastLeadOf(leadId, journey.category, props.formType, new Date(), car?.tradeIn ? car : undefined));
        location.assign(successHref(journey.category, car?.car_type));
      },
      log: (message) => console.info(message),
    }),
  );
  const view = useStore(controller.$view);
  const form = useLeadForm(props, {
    onAcknowledged: ({ leadId, payload, car }) => controller.leadStored({ leadId, email: payload.email, phone: payload.phone }, car),
  });
  const carId = form.car?.tradeIn ? form.car.id : undefined;
  useEffect(() => controller.start(carId), [controller, carId]);

  return {
    lead: form,
    ...view,
    lookUpRego: (rego: string, regoState: string) => void controller.lookUpRego(rego, regoState),
    value: (values: Record<string, unknown>) => void controller.value(values),
    accept: () => void controller.accept(form.car),
    finishWithoutOffer: () => controller.finishWithoutOffer(form.car),
    startAgain: () => {
      form.reset();
      controller.startAgain(carId);
    },
  };
}
