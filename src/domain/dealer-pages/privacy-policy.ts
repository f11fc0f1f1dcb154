/**
 * The privacy policy every form's collection notice links to (forms.privacyPolicyUrl, default
 * /privacy-policy). A dealer with its own content/pages/privacy-policy.md has that page; one without
 * gets a standard policy built from its details at the same path, so the link never leads to a 404.
 * A dealer who points the setting elsewhere keeps its own target.
 */
export const DEFAULT_PRIVACY_POLICY_PATH = '/privacy-policy';

/** Whether the build writes the standard policy page: the link points at it and no content page has it. */
export function needsStandardPrivacyPage(policyUrl: string, contentPaths: ReadonlySet<string>): boolean {
  const path = policyUrl.replace(/[?#].*$/, '').replace(/\/+$/, '');
  return path === DEFAULT_PRIVACY_POLICY_PATH && !contentPaths.has(DEFAULT_PRIVACY_POLICY_PATH);
}

export interface PolicyDealer {
  name: string;
  phone?: string;
  email?: string;
  address: string;
}

/** The standard policy's sections: plain words on what the Privacy Act 1988 (Cth) asks a policy to say. */
export function standardPrivacySections(dealer: PolicyDealer): { heading: string; paragraphs: string[] }[] {
  const contact = [dealer.phone && `phone ${dealer.phone}`, dealer.email && `email ${dealer.email}`, dealer.address && `write to ${dealer.address}`]
    .filter(Boolean)
    .join(', ');
  return [
    {
      heading: 'What we collect and why',
      paragraphs: [
        `${dealer.name} collects the details you give us in our forms (your name, phone, email, postcode and what you ask about) to answer your enquiry, book test drives and services, value trade-ins and arrange finance you ask for. If you tick the box, we also send you offers and news.`,
      ],
    },
    {
      heading: 'Who we share it with',
      paragraphs: [
        'Our sales, service and finance staff, the providers who run our enquiry and email systems for us, and, for finance, the lenders you ask us to approach. We never sell your personal information.',
      ],
    },
    {
      heading: 'Access, correction and complaints',
      paragraphs: [
        `You can ask to see or correct the personal information we hold about you, or make a complaint about how we handled it${contact ? `: ${contact}` : ''}. If you are not satisfied with our answer, you can contact the Office of the Australian Information Commissioner (oaic.gov.au).`,
      ],
    },
  ];
}
