import type { IndexSettings } from './port.ts';
import { SearchEngineError } from './port.ts';

/**
 * Index settings checked the way Meilisearch checks a settings update, with its error codes, so a bad
 * setting fails when the embedded engine is created exactly as it would fail at Meilisearch
 * (never as a TypeError later, never silently).
 */

function fail(code: string, message: string): never {
  throw new SearchEngineError(code, message);
}

const isStringArray = (value: unknown): value is string[] => Array.isArray(value) && value.every((item) => typeof item === 'string');
const describe = (value: unknown) => `${Array.isArray(value) ? 'an array' : value === null ? 'null' : `a ${typeof value}`}: \`${JSON.stringify(value)}\``;

function stringList(settings: Record<string, unknown>, name: string, code: string): void {
  const value = settings[name];
  if (value !== undefined && value !== null && !isStringArray(value))
    fail(code, `Invalid value type at \`.${name}\`: expected an array, but found ${describe(value)}`);
}

function rankingRules(value: unknown): void {
  if (value === undefined || value === null) return;
  if (!Array.isArray(value)) fail('invalid_settings_ranking_rules', `Invalid value type at \`.rankingRules\`: expected an array, but found ${describe(value)}`);
  value.forEach((rule: unknown, i) => {
    if (typeof rule !== 'string')
      fail('invalid_settings_ranking_rules', `Invalid value type at \`.rankingRules[${i}]\`: expected a string, but found ${describe(rule)}`);
    if (/^(_geo|_geoDistance|_geoPoint)(:|\(|$)/.test(rule)) {
      fail(
        'invalid_settings_ranking_rules',
        `Invalid value at \`.rankingRules[${i}]\`: \`${rule.split(':')[0]}\` is a reserved keyword and thus can't be used as a ranking rule.`,
      );
    }
  });
  const rules = value as string[];
  if (rules.includes('attribute') && (rules.includes('attributeRank') || rules.includes('wordPosition'))) {
    const other = rules.includes('attributeRank') ? 'attributeRank' : 'wordPosition';
    fail(
      'invalid_settings_ranking_rules',
      `Invalid value at \`.rankingRules\`: \`attribute\` and \`${other}\` cannot both be ranking rules: \`attribute\` already is \`attributeRank\` followed by \`wordPosition\`.`,
    );
  }
}

function typoTolerance(value: unknown): void {
  if (value === undefined || value === null) return;
  const code = 'invalid_settings_typo_tolerance';
  if (typeof value !== 'object' || Array.isArray(value))
    fail(code, `Invalid value type at \`.typoTolerance\`: expected an object, but found ${describe(value)}`);
  const typo = value as Record<string, unknown>;
  for (const key of Object.keys(typo)) {
    if (!['enabled', 'minWordSizeForTypos', 'disableOnWords', 'disableOnAttributes', 'disableOnNumbers'].includes(key)) {
      fail(
        code,
        `Unknown field \`${key}\` inside \`.typoTolerance\`: expected one of \`enabled\`, \`minWordSizeForTypos\`, \`disableOnWords\`, \`disableOnAttributes\`, \`disableOnNumbers\``,
      );
    }
  }
  for (const key of ['enabled', 'disableOnNumbers']) {
    if (typo[key] !== undefined && typo[key] !== null && typeof typo[key] !== 'boolean')
      fail(code, `Invalid value type at \`.typoTolerance.${key}\`: expected a boolean, but found ${describe(typo[key])}`);
  }
  for (const key of ['disableOnWords', 'disableOnAttributes']) {
    if (typo[key] !== undefined && typo[key] !== null && !isStringArray(typo[key]))
      fail(code, `Invalid value type at \`.typoTolerance.${key}\`: expected an array, but found ${describe(typo[key])}`);
  }
  const sizes = typo['minWordSizeForTypos'] as { oneTypo?: unknown; twoTypos?: unknown } | undefined;
  if (sizes) {
    const one = sizes.oneTypo ?? 5;
    const two = sizes.twoTypos ?? 9;
    const valid = (n: unknown) => typeof n === 'number' && Number.isInteger(n) && n >= 0 && n <= 255;
    if (!valid(one) || !valid(two) || (two as number) < (one as number)) {
      fail(
        code,
        '`minWordSizeForTypos` setting is invalid. `oneTypo` and `twoTypos` fields should be between `0` and `255`, and `twoTypos` should be greater or equals to `oneTypo` but found `oneTypo: ' +
          String(one) +
          '` and twoTypos: ' +
          String(two) +
          '`.',
      );
    }
  }
}

function synonyms(value: unknown): void {
  if (value === undefined || value === null) return;
  const code = 'invalid_settings_synonyms';
  if (typeof value !== 'object' || Array.isArray(value)) fail(code, `Invalid value type at \`.synonyms\`: expected an object, but found ${describe(value)}`);
  for (const [word, list] of Object.entries(value as Record<string, unknown>)) {
    if (!isStringArray(list)) fail(code, `Invalid value type at \`.synonyms.${word}\`: expected an array, but found ${describe(list)}`);
  }
}

export function validateSettings(settings: IndexSettings): void {
  if (typeof settings !== 'object' || settings === null) fail('bad_request', 'Invalid value type: expected an object.');
  const raw = settings as Record<string, unknown>;
  rankingRules(raw['rankingRules']);
  stringList(raw, 'searchableAttributes', 'invalid_settings_searchable_attributes');
  stringList(raw, 'displayedAttributes', 'invalid_settings_displayed_attributes');
  stringList(raw, 'filterableAttributes', 'invalid_settings_filterable_attributes');
  stringList(raw, 'sortableAttributes', 'invalid_settings_sortable_attributes');
  stringList(raw, 'stopWords', 'invalid_settings_stop_words');
  synonyms(raw['synonyms']);
  typoTolerance(raw['typoTolerance']);
  const prefix = raw['prefixSearch'];
  if (prefix !== undefined && prefix !== null && prefix !== 'indexingTime' && prefix !== 'disabled') {
    fail('invalid_settings_prefix_search', `Unknown value \`${String(prefix)}\` at \`.prefixSearch\`: expected one of \`indexingTime\`, \`disabled\``);
  }
}
