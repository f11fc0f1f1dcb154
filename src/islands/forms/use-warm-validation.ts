import { useEffect, useRef } from 'react';
import { MobilePhoneSchema } from '#contract/contact-fields.ts';
import { createLeadFormSchema } from '#contract/lead-payload.ts';
import type { FormDefinition } from '../../forms/form-fields.ts';

/**
 * Runs the form's schema once on nothing while the page is idle after hydration. zod sets a schema up on
 * its first parse and the engine compiles the parsing code on first use: left to the shopper's first
 * Next or Send, that would slow the step change's input → next paint
 * (figures: docs/decisions/0002-interactions-paint-first.md).
 * The outcome is discarded: nothing is shown, sent or stored.
 */
export function useWarmValidation(definition: FormDefinition): void {
  // The first definition is enough: later ones (a dealership narrowing the locations) share the schema code.
  const rules = useRef(definition.rules);
  useEffect(() => {
    const warm = () => {
      createLeadFormSchema(rules.current).safeParse({});
      MobilePhoneSchema.safeParse('0400 000 000');
    };
    if (typeof window.requestIdleCallback === 'function') {
      const id = window.requestIdleCallback(warm, { timeout: 3000 });
      return () => window.cancelIdleCallback(id);
    }
    const timer = setTimeout(warm, 500);
    return () => clearTimeout(timer);
  }, []);
}
