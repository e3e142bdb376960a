import {test} from 'node:test';
import assert from 'node:assert/strict';
import {spawnSync} from 'node:child_process';
import path from 'node:path';
import config from '../../docusaurus.config';

const root = path.join(__dirname, '../..');

test('the site identity follows decisions.md', () => {
  assert.equal(config.title, 'Lakestone');
  assert.equal(config.tagline, 'The bedrock for your data');
  assert.equal(config.titleDelimiter, '|');
  assert.equal(config.baseUrl, '/');
  assert.deepEqual(config.i18n?.locales, ['en']);
  assert.equal(config.i18n?.localeConfigs?.en?.direction, 'ltr');
});

test('broken links, anchors, markdown links and duplicate routes are warnings (npm test fails on them)', () => {
  assert.equal(config.onBrokenLinks, 'warn');
  assert.equal(config.onBrokenAnchors, 'warn');
  assert.equal(config.onDuplicateRoutes, 'warn');
  assert.equal(config.markdown?.hooks?.onBrokenMarkdownLinks, 'warn');
});

test('MDX 1 compatibility, the browser router and Docusaurus Faster are on', () => {
  assert.deepEqual(config.markdown?.mdx1Compat, {comments: true, admonitions: true, headingIds: true});
  assert.equal(config.future?.experimental_router, 'browser');
  assert.equal(config.future?.faster, true);
});

test('customFields carry the settings and the environment', () => {
  assert.deepEqual(Object.keys(config.customFields ?? {}).sort(), ['authPageUrl', 'environment', 'signInUrl']);
  assert.equal(config.customFields?.environment, 'production');
});

test('docs are served from the root with three sidebars', async () => {
  const [, options] = config.presets?.[0] as [string, {docs: {routeBasePath: string}}];
  assert.equal(options.docs.routeBasePath, '/');
  const sidebars = (await import('../../sidebars')).default;
  assert.deepEqual(Object.keys(sidebars), ['product', 'api', 'guides']);
});

test('docusaurus build stops on a malformed setting, naming the variable', () => {
  const result = spawnSync(
    process.execPath,
    [path.join(root, 'node_modules/@docusaurus/core/bin/docusaurus.mjs'), 'build', '--out-dir', path.join(root, '.test-build-never')],
    {cwd: root, env: {...process.env, AUTH_PAGE_URL: 'not a url'}, encoding: 'utf8', timeout: 120_000},
  );
  assert.notEqual(result.status, 0);
  assert.match(result.stdout + result.stderr, /AUTH_PAGE_URL: "not a url" is not an absolute URL/);
});
