import { useMemo, useState } from 'react';
import { quickSearchHref, type MakeModels, type QuickSearchChoice } from '../../domain/dealer-pages/quick-search.ts';

/** Quick-search choices: picking a make narrows the models and clears a model of another make. */
export function useQuickSearch(action: string, makes: readonly MakeModels[]) {
  const [choice, setChoice] = useState<QuickSearchChoice>({});
  const models = useMemo(() => makes.find((m) => m.make === choice.make)?.models ?? [], [makes, choice.make]);
  return {
    choice,
    models,
    set: (field: keyof QuickSearchChoice, value: string) =>
      setChoice((current) => (field === 'make' ? { ...current, make: value, model: '' } : { ...current, [field]: value })),
    href: quickSearchHref(action, choice),
  };
}
