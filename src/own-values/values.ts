// The running example's values a reader may replace with their own in code samples. The values
// come from data/facts/running-example.json through src/plugins/own-values (global data).

/** Each value a reader can replace, in the panel's order. */
export const VALUE_KEYS = ['awsAccount', 'awsRegion', 'gcpProject', 'gcpRegion', 'projectId', 'bucket', 'lake'] as const;
export type ValueKey = (typeof VALUE_KEYS)[number];
export type Values = Record<ValueKey, string>;
/** A reader's own values: only those that differ from the example's. */
export type OwnValues = Partial<Values>;

/** What every page knows (the plugin's global data). */
export type ExampleValuesData = {
  /** The running example's values. */
  values: Values;
  /** The example lake's databases: `sales` is the lake before one of them (`sales.raw.orders`). */
  databases: string[];
  /** The regions of the product model, by cloud. */
  regions: {aws: string[]; gcp: string[]};
};

export const PLUGIN_NAME = 'own-values';

/**
 * The shape every valid value has (the panel checks each against its own rule, src/own-values/rules.ts):
 * enough to drop a stored value that was edited by hand, without the rules' messages on every page.
 */
function looksUsable(key: ValueKey, value: string, data: ExampleValuesData): boolean {
  if (key === 'awsRegion') return data.regions.aws.includes(value);
  if (key === 'gcpRegion') return data.regions.gcp.includes(value);
  return /^[a-z0-9][a-z0-9._-]{0,62}$/.test(value);
}

/** The reader's values that look usable and differ from the example's; null when none is left. */
export function usableOwnValues(input: unknown, data: ExampleValuesData): OwnValues | null {
  if (typeof input !== 'object' || input === null) return null;
  const own: OwnValues = {};
  for (const key of VALUE_KEYS) {
    const value = (input as Record<string, unknown>)[key];
    if (typeof value === 'string' && value !== data.values[key] && looksUsable(key, value, data)) own[key] = value;
  }
  return Object.keys(own).length ? own : null;
}
