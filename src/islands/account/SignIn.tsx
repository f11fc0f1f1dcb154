import type { SiteApi } from '../../forms/browser/platform.ts';
import { SignInView } from './SignInView.tsx';
import { useSignIn } from './use-sign-in.ts';
import '../forms/lead-form.css';

/** /sign-in island: phone sign-in against the platform API, then back to the page that asked. */
export default function SignIn({ site }: { site: SiteApi & { apiBaseUrl: string } }) {
  return <SignInView model={useSignIn(site)} />;
}
