import data from '../../data/on-road-rates.json' with { type: 'json' };
import type { OnRoadRates } from '../../data/schemas/on-road-rates.ts';

/**
 * The rate table as the calculator reads it. The build validates this same file with
 * OnRoadRatesSchema (src/site/vehicle/drive-away.ts) and fails on any mistake, so the browser can
 * take it as typed without shipping zod.
 */
export const ON_ROAD_RATES = data as unknown as OnRoadRates;
