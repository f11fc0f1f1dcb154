import { useCallback, useEffect, useRef, useState, type RefCallback } from 'react';

/**
 * Cloudflare Turnstile in a lead form (integrations.turnstile.siteKey; docs/integrations.md). The
 * script is added when the form hydrates (forms hydrate when visible, so it never blocks the page),
 * rendered explicitly into the form, and its token handed to the submit; the platform API verifies it.
 * Tokens expire: Turnstile refreshes them itself, and `reset()` asks for a fresh one after a refusal.
 */

interface TurnstileRenderOptions {
  sitekey: string;
  action?: string;
  callback(token: string): void;
  'expired-callback'(): void;
  'error-callback'(): void;
}

interface TurnstileApi {
  render(container: HTMLElement, options: TurnstileRenderOptions): string;
  reset(widgetId: string): void;
  remove(widgetId: string): void;
}

declare global {
  interface Window {
    turnstile?: TurnstileApi;
  }
}

export const TURNSTILE_SCRIPT_URL = 'https://challenges.cloudflare.com/turnstile/v0/api.js?render=explicit';
export const CAPTCHA_UNAVAILABLE_TEXT = "The check that you're not a robot could not load. Please reload the page, or call us.";

let loading: Promise<TurnstileApi> | null = null;

function loadTurnstile(): Promise<TurnstileApi> {
  if (window.turnstile) return Promise.resolve(window.turnstile);
  loading ??= new Promise<TurnstileApi>((resolve, reject) => {
    const script = document.createElement('script');
    script.src = TURNSTILE_SCRIPT_URL;
    script.async = true;
    script.onload = () => (window.turnstile ? resolve(window.turnstile) : reject(new Error('Turnstile did not start')));
    script.onerror = () => {
      loading = null;
      reject(new Error('Turnstile could not load'));
    };
    document.head.appendChild(script);
  });
  return loading;
}

export interface TurnstileWidget {
  enabled: boolean;
  /** A callback ref for the element the check renders into (render reads no ref). */
  setHost: RefCallback<HTMLDivElement>;
  token: string | null;
  /** The script could not load (blocked, offline). */
  unavailable: boolean;
  reset(): void;
}

export function useTurnstile(siteKey: string | null | undefined): TurnstileWidget {
  const [container, setContainer] = useState<HTMLDivElement | null>(null);
  const widgetId = useRef<string | null>(null);
  const [token, setToken] = useState<string | null>(null);
  const [unavailable, setUnavailable] = useState(false);

  useEffect(() => {
    if (!siteKey) return undefined;
    let cancelled = false;
    loadTurnstile().then(
      (api) => {
        if (cancelled || !container) return;
        widgetId.current = api.render(container, {
          sitekey: siteKey,
          action: 'lead',
          callback: (fresh) => setToken(fresh),
          'expired-callback': () => setToken(null),
          'error-callback': () => setToken(null),
        });
      },
      () => {
        if (!cancelled) setUnavailable(true);
      },
    );
    return () => {
      cancelled = true;
      if (widgetId.current && window.turnstile) window.turnstile.remove(widgetId.current);
      widgetId.current = null;
    };
  }, [siteKey, container]);

  const reset = useCallback(() => {
    setToken(null);
    if (widgetId.current && window.turnstile) window.turnstile.reset(widgetId.current);
  }, []);

  return { enabled: Boolean(siteKey), setHost: setContainer, token, unavailable, reset };
}
