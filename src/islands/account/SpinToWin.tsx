import { useEffect, useState } from 'react';
import { UNEXPECTED_ERROR_MESSAGE } from '../../../integrations/platform-api/client/index.ts';
import type { SpinResult } from '#contract/index.ts';
import { campaignOpen, landingRotation } from '../../domain/account/spin-to-win.ts';
import { formatDate } from '../../domain/format.ts';
import { accountFeatures } from '../../forms/browser/account-features.ts';
import type { SiteApi } from '../../forms/browser/platform.ts';
import { SpinWheel, type WheelSegment } from './SpinWheel.tsx';
import { signInHereHref, useSignedIn } from './use-signed-in.ts';
import './account-pages.css';

/**
 * /spin-to-win: the shopper presses Spin, the platform API draws and records the result, and the
 * wheel turns to land on it (the browser never picks). A shopper who has spun sees their recorded
 * result, on this visit and every later one.
 */

interface Props {
  site: SiteApi & { apiBaseUrl: string };
  campaign: string;
  segments: WheelSegment[];
  gated: boolean;
  /** The campaign's end (config `endsAt`): checked on the shopper's clock; the API refuses late spins too. */
  endsAt: string | null;
  /** The dealer's time zone, for the date of the spin. */
  timeZone: string;
}

const SPIN_MS = 4500;

function prefersReducedMotion(): boolean {
  return window.matchMedia('(prefers-reduced-motion: reduce)').matches;
}

export default function SpinToWin({ site, campaign, segments, gated, endsAt, timeZone }: Props) {
  const session = useSignedIn(site, 'spin-to-win', gated);
  const [spin, setSpin] = useState<SpinResult | null>(null);
  const [phase, setPhase] = useState<'loading' | 'ready' | 'turning' | 'done'>('loading');
  const [rotation, setRotation] = useState(0);
  const [duration, setDuration] = useState(0);
  const [error, setError] = useState<string | null>(null);
  const [closed, setClosed] = useState(false);
  useEffect(() => setClosed(!campaignOpen(endsAt, new Date())), [endsAt]);

  useEffect(() => {
    if (session.status !== 'signed-in') return;
    accountFeatures(site)
      .getSpin()
      .then((status) => {
        if (status.spin) {
          setSpin(status.spin);
          setRotation(landingRotation(status.spin.segment, segments.length, 0));
          setPhase('done');
        } else setPhase('ready');
      })
      .catch((caught: unknown) => {
        setError(caught instanceof Error && caught.message ? caught.message : UNEXPECTED_ERROR_MESSAGE);
        setPhase('ready');
      });
  }, [site, session.status, segments.length]);

  async function spinNow() {
    setError(null);
    setPhase('turning');
    try {
      const reply = await accountFeatures(site).spin(campaign);
      const reduced = prefersReducedMotion();
      setSpin(reply.spin);
      setDuration(reduced || reply.repeat ? 0 : SPIN_MS);
      setRotation(landingRotation(reply.spin.segment, segments.length, reduced || reply.repeat ? 0 : 6));
      if (reduced || reply.repeat) setPhase('done');
    } catch (caught) {
      setError(caught instanceof Error && caught.message ? caught.message : UNEXPECTED_ERROR_MESSAGE);
      setPhase('ready');
    }
  }

  const shown = phase === 'done' && spin;
  return (
    <div className="spin">
      <SpinWheel segments={segments} rotation={rotation} durationMs={duration} onTurned={() => setPhase('done')} />
      <div className="spin__controls">
        {session.status === 'signed-out' && (
          <p>
            <a className="btn" href={signInHereHref('spin-to-win')}>
              Sign in to spin
            </a>{' '}
            One spin per account.
          </p>
        )}
        {session.status === 'signed-in' && !spin && !closed && (
          <button type="button" className="btn" onClick={() => void spinNow()} disabled={phase !== 'ready'}>
            {phase === 'turning' ? 'Spinning…' : 'Spin the wheel'}
          </button>
        )}
        {closed && !spin && <p>This promotion has closed.</p>}
        <div role="status" aria-live="polite" className="spin__result" data-testid="spin-result">
          {phase === 'turning' && spin ? 'The wheel is spinning…' : null}
          {shown &&
            (spin.is_prize ? (
              <>
                <strong>You won: {spin.label}!</strong> We have sent your win to the dealership; they will contact you to redeem it.
              </>
            ) : (
              <>
                <strong>{spin.label}.</strong> Thanks for playing.
              </>
            ))}
        </div>
        {shown && <p className="spin__note">Spun on {formatDate(new Date(spin.spun_at), timeZone)}. One spin per account.</p>}
        {error && (
          <p role="alert" className="form-error">
            {error}
          </p>
        )}
      </div>
    </div>
  );
}
