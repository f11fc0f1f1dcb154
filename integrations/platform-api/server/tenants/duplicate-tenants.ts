/**
 * Two dealer folders claiming the same website id, slug or site origin would let one take over the
 * other's leads, sessions and payments. The API refuses to serve either, naming both folders.
 */

export interface TenantClaim {
  dir: string;
  id: number;
  slug: string;
  url: string;
}

function originOf(url: string): string {
  try {
    return new URL(url).origin;
  } catch {
    return url;
  }
}

/** One message per clash, e.g. `website id 101 is claimed by tenants/a and tenants/b`. */
export function duplicateTenantProblems(claims: readonly TenantClaim[]): string[] {
  const problems: string[] = [];
  const checks: Array<[string, (claim: TenantClaim) => string]> = [
    ['website id', (claim) => String(claim.id)],
    ['slug', (claim) => claim.slug],
    ['site origin', (claim) => originOf(claim.url)],
  ];
  for (const [label, valueOf] of checks) {
    const firstByValue = new Map<string, TenantClaim>();
    for (const claim of claims) {
      const value = valueOf(claim);
      const first = firstByValue.get(value);
      if (first) problems.push(`${label} ${value} is claimed by ${first.dir} and ${claim.dir}`);
      else firstByValue.set(value, claim);
    }
  }
  return problems;
}
