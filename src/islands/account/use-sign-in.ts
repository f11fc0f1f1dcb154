import { useEffect, useState } from 'react';
import { MobilePhoneSchema } from '#contract/contact-fields.ts';
import type { SiteApi } from '../../forms/browser/platform.ts';
import { safeLocalPath } from '../../forms/sign-in-gate.ts';
import { signInReason } from '../../forms/sign-in-copy.ts';
import { $session, loadSession, requestSignInCode, signOut, verifySignInCode } from '../../stores/session.ts';
import { useStore } from '@nanostores/react';
import { earlyValue } from '../forms/early-input.ts';
import { useApiCall } from '../shared/use-api-call.ts';

/**
 * Phone sign-in: mobile → code → back to the page that asked (`redirect`), or to `back` on cancel.
 */

export type SignInStep = 'phone' | 'code';

export function useSignIn(site: SiteApi & { apiBaseUrl: string }) {
  const session = useStore($session);
  const [step, setStep] = useState<SignInStep>('phone');
  const [phone, setPhone] = useState('');
  const [code, setCode] = useState('');
  const { busy, failure: error, setFailure: setError, run } = useApiCall();
  const [demoCode, setDemoCode] = useState<string | null>(null);
  const [query, setQuery] = useState({ type: null as string | null, redirect: '/', back: '/' });

  const [hydrated, setHydrated] = useState(false);

  useEffect(() => {
    const typed = earlyValue('sign-in-phone');
    if (typed) setPhone(typed);
    setHydrated(true);
    loadSession();
    const params = new URLSearchParams(location.search);
    setQuery({ type: params.get('type'), redirect: safeLocalPath(params.get('redirect')), back: safeLocalPath(params.get('back')) });
  }, []);

  return {
    session,
    hydrated,
    step,
    phone,
    code,
    error,
    busy,
    demoCode,
    reason: signInReason(query.type),
    back: query.back,
    redirect: query.redirect,
    setPhone,
    setCode,
    requestCode: () => {
      const checked = MobilePhoneSchema.safeParse(phone);
      if (!checked.success) {
        setError(checked.error.issues[0]?.message ?? 'Please enter a mobile number.');
        return;
      }
      void run(async () => {
        const reply = await requestSignInCode(site, checked.data);
        setPhone(checked.data);
        setDemoCode(reply.demo_code ?? null);
        setStep('code');
      });
    },
    verify: () =>
      void run(async () => {
        await verifySignInCode(site, phone, code.trim());
        location.replace(query.redirect);
      }),
    changeNumber: () => {
      setStep('phone');
      setCode('');
      setError(null);
    },
    signOut: () => void run(() => signOut(site)),
  };
}

export type SignInModel = ReturnType<typeof useSignIn>;
