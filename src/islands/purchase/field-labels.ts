/** The label each journey field shows, for the error summary's links (the same words as the fields). */
const LABELS: Record<string, string> = {
  name: 'First name',
  last_name: 'Last name',
  email: 'Email',
  phone: 'Phone',
  rego: 'Rego',
  regoState: 'State',
  km: 'Odometer (km)',
  condition: 'Overall condition',
  card: 'Card number',
  postcode: 'Delivery postcode',
  choice: 'How would you like to pay?',
  valuation_id: 'Trade-in',
  reservation_id: 'Deposit',
};

export function fieldLabel(field: string): string {
  return LABELS[field] ?? field;
}
