/** What /sign-in says, by the `type` it was opened with (spec 02 §2, spec 01 §2 `type=watchlist`). */
export function signInReason(type: string | null): string {
  switch (type) {
    case 'watchlist':
      return 'Sign in to save cars to your watchlist.';
    case 'my-garage':
      return 'Sign in to see your garage.';
    case 'saved-search':
      return 'Sign in to save this search and hear when new cars match it.';
    case 'trade-in':
    case 'sell-my-car':
      return 'Sign in to value your car.';
    case 'checkout':
      return 'Sign in to reserve this car.';
    case 'online-payment':
      return 'Sign in to pay online. Your payment and receipt are kept in your account.';
    case 'spin-to-win':
      return 'Sign in to spin the wheel: one spin per account.';
    case 'account':
      return 'Sign in to see your account.';
    case 'finance':
    case 'personalised-finance':
      return 'Sign in to see finance made for you.';
    default:
      return 'Sign in to continue.';
  }
}
