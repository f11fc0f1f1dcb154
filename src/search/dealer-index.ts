/**
 * The Meilisearch index of a dealer, named after its website id — never chosen in a dealer folder, so
 * no folder can point the build machine's admin key at another dealer's index, nor a site's search
 * at it (the build names it; integrations/meilisearch/scripts and the publish step write it).
 */
export function dealerIndexUid(websiteId: number): string {
  if (!Number.isSafeInteger(websiteId) || websiteId <= 0) throw new Error(`not a website id: ${websiteId}`);
  return `forecourt-${websiteId}-vehicles`;
}
