/** The APP 5 collection notice, right where a form is submitted (text and link from the dealer's config). */
export function PrivacyNotice({ privacy }: { privacy: { notice: string; policyUrl: string } }) {
  return (
    <p className="lead-form__privacy" data-testid="privacy-notice">
      {privacy.notice} <a href={privacy.policyUrl}>Read our privacy policy</a> to see how to access or correct your details or make a complaint.
    </p>
  );
}
