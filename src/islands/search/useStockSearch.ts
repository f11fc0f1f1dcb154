import { startTransition, useEffect, useState } from 'react';
import { afterNextPaint } from './after-next-paint.ts';
import { rememberSearch } from './search-history.ts';
import { createSearchController, type SearchController, type SearchLocation } from './search-controller.ts';
import type { SearchIslandProps } from './types.ts';

const browserLocation: SearchLocation = {
  current: () => window.location,
  write(url, mode) {
    if (mode === 'push') window.history.pushState(null, '', url);
    else window.history.replaceState(null, '', url);
  },
  onPop(listener) {
    window.addEventListener('popstate', listener);
    return () => window.removeEventListener('popstate', listener);
  },
};

function searchController(props: SearchIslandProps): SearchController {
  return createSearchController({
    ...props,
    // Meilisearch holds live stock, so its sold window runs on the visitor's clock; the snapshot keeps its own.
    context: props.engine.type === 'meilisearch' ? { ...props.context, now: new Date().toISOString() } : props.context,
    // The engine module and the snapshot load on first intent: a visitor who only reads the first page never downloads them.
    connect: (onFallback) => import('../../search/connect-engine.ts').then((module) => module.connectStockEngine(props.engine, onFallback)),
    location: browserLocation,
    afterPaint: () => afterNextPaint(),
    remember: rememberSearch,
  });
}

/**
 * The search island's binding to its controller (search-controller.ts). The controls and the busy state
 * paint at once; a new answer renders in a transition React can interrupt, so a tap's paint never waits
 * for two dozen cards (docs/performance.md, "two-phase tap").
 */
export function useStockSearch(props: SearchIslandProps) {
  const [controller] = useState(() => searchController(props));
  const initial = controller.getSnapshot();
  // Apart, so an answer's render (a transition) never holds up the controls' paint, nor they it.
  const [state, setState] = useState(initial.state);
  const [settled, setSettled] = useState(initial.settled);
  const [answered, setAnswered] = useState(initial.answered);
  const [status, setStatus] = useState(initial.status);
  const [fellBack, setFellBack] = useState(initial.fellBack);

  useEffect(() => {
    const unsubscribe = controller.subscribe((next, change) => {
      if (change === 'answer')
        startTransition(() => {
          setAnswered(next.answered);
          setStatus(next.status);
        });
      else if (change === 'status') setStatus(next.status);
      else if (change === 'controls') setState(next.state);
      else if (change === 'settled') setSettled(next.settled);
      else setFellBack(next.fellBack);
    });
    const stop = controller.start();
    return () => {
      stop();
      unsubscribe();
    };
  }, [controller]);

  return { state, settled, result: answered.result, resultState: answered.state, answerId: answered.id, status, fellBack, actions: controller.actions };
}
