import { attributeFidSuite, attributePositionSuite } from './attribute.ts';
import { errorSuites } from './errors.ts';
import { exactnessSuites } from './exactness.ts';
import { matchingStrategySuite, nestedRetrieveSuite, restrictSearchableRulesSuites, restrictSearchableSuite } from './meilisearch-search.ts';
import { ngramSplitWordsSuite } from './ngram-split-words.ts';
import type { PortedSuite } from './ported-case.ts';
import { proximityEdgeCasesSuite, proximitySimpleSuite, proximityTypoSuite, typoProximitySuite } from './proximity.ts';
import { sortSuite } from './sort.ts';
import { stopWordsSuite, wordsRankingRulesOrderSuite } from './stop-words.ts';
import { prefixOnExactAttributeSuite, typoSuite } from './typo.ts';
import { wordsTmsSuite } from './words-tms.ts';

/** Every ported suite, in the order the runner reports them. */
export const portedSuites: PortedSuite[] = [
  typoSuite,
  prefixOnExactAttributeSuite,
  ngramSplitWordsSuite,
  wordsTmsSuite,
  proximitySimpleSuite,
  proximityEdgeCasesSuite,
  typoProximitySuite,
  proximityTypoSuite,
  ...exactnessSuites,
  attributeFidSuite,
  attributePositionSuite,
  stopWordsSuite,
  wordsRankingRulesOrderSuite,
  sortSuite,
  matchingStrategySuite,
  restrictSearchableSuite,
  ...restrictSearchableRulesSuites,
  nestedRetrieveSuite,
  ...errorSuites,
];
