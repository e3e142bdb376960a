import {readFileSync} from 'node:fs';
import path from 'node:path';
import type {LoadContext, Plugin} from '@docusaurus/types';
import {PLUGIN_NAME, VALUE_KEYS, type ExampleValuesData, type Values} from '../../own-values/values';

export const RUNNING_EXAMPLE_FILE = 'data/facts/running-example.json';
export const PRODUCT_MODEL_FILE = 'writers-guide/product-model.md';

/** The product model's regions, from its "Clouds and regions" table (`| AWS | \`us-east-1\`, ... |`). */
export function regionsOf(productModel: string): ExampleValuesData['regions'] {
  const section = productModel.split(/^## Clouds and regions$/m)[1]?.split(/^## /m)[0] ?? '';
  const row = (cloud: string) => {
    const line = section.split('\n').find((l) => l.startsWith(`| ${cloud} |`));
    return line ? [...line.matchAll(/`([a-z0-9-]+)`/g)].map((m) => m[1]) : [];
  };
  const regions = {aws: row('AWS'), gcp: row('GCP')};
  if (!regions.aws.length || !regions.gcp.length)
    throw new Error(`own-values: ${PRODUCT_MODEL_FILE} has no "Clouds and regions" table with an AWS and a GCP row of \`region\` codes`);
  return regions;
}

/** The running example's values readers can replace, from data/facts/running-example.json. */
export function exampleValuesData(siteDir: string): ExampleValuesData {
  const example = JSON.parse(readFileSync(path.join(siteDir, RUNNING_EXAMPLE_FILE), 'utf8'));
  const values: Values = {
    awsAccount: example.awsAccount,
    awsRegion: example.region?.aws,
    gcpProject: example.gcpProject,
    gcpRegion: example.region?.gcp,
    projectId: example.projectId,
    bucket: example.bucket,
    lake: example.lake,
  };
  const missing = VALUE_KEYS.filter((key) => typeof values[key] !== 'string' || values[key] === '');
  if (missing.length) throw new Error(`own-values: ${RUNNING_EXAMPLE_FILE} has no ${missing.join(', ')}`);
  if (!Array.isArray(example.databases) || !example.databases.length) throw new Error(`own-values: ${RUNNING_EXAMPLE_FILE} lists no databases`);
  return {values, databases: example.databases, regions: regionsOf(readFileSync(path.join(siteDir, PRODUCT_MODEL_FILE), 'utf8'))};
}

/**
 * Readers' own values in code samples (src/theme/CodeBlock): every page gets the running example's
 * values and the product model's regions as global data, read from the facts file at build time.
 */
export default function ownValuesPlugin(context: LoadContext): Plugin {
  return {
    name: PLUGIN_NAME,
    getPathsToWatch: () => [path.join(context.siteDir, RUNNING_EXAMPLE_FILE), path.join(context.siteDir, PRODUCT_MODEL_FILE)],
    async contentLoaded({actions}) {
      actions.setGlobalData(exampleValuesData(context.siteDir));
    },
  };
}
