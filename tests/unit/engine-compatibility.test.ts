// The engine compatibility matrix (data/facts/engine-compatibility.json, rendered on
// /guides/qe-integrations/compatibility): its engines are exactly the engines with an
// integration page, every integration page links to its engine's row, the matrix page has one
// anchor and one detail table per engine, and every yes or no cites a vendor page.
import {test} from 'node:test';
import assert from 'node:assert/strict';
import {readFileSync, readdirSync, existsSync} from 'node:fs';
import path from 'node:path';

type Value = 'yes' | 'no' | 'unknown';
type Cell = {read: Value; write: Value; since?: string; note?: string; source?: string};
type Engine = {id: string; name: string; pages: string[]; sources: Record<string, {title: string; url: string}>; cells: Record<string, Cell>};
type Matrix = {checked: string; values: Value[]; capabilities: {id: string; label: string; meaning: string}[]; engines: Engine[]};

const ROOT = path.resolve(import.meta.dirname, '../..');
const read = (rel: string) => readFileSync(path.join(ROOT, rel), 'utf8');
const matrix = JSON.parse(read('data/facts/engine-compatibility.json')) as Matrix;
const MATRIX_PAGE = 'docs/guides/qe-integrations/compatibility.mdx';
const MATRIX_ROUTE = '/guides/qe-integrations/compatibility';

/** The integration pages of engines: the query engine guides and the open engines. */
function integrationPages(): string[] {
  const pages: string[] = [];
  for (const dir of ['docs/guides/qe-integrations', 'docs/product/open-engines']) {
    for (const name of readdirSync(path.join(ROOT, dir))) {
      const rel = `${dir}/${name}`;
      if (name.endsWith('.mdx') && rel !== MATRIX_PAGE) pages.push(rel);
    }
  }
  return pages.sort();
}

test('the engines of the matrix are exactly the engines that have an integration page', () => {
  const owner = new Map<string, string>();
  for (const engine of matrix.engines) {
    assert.ok(engine.pages.length > 0, `${engine.id} names no integration page`);
    for (const page of engine.pages) {
      assert.ok(existsSync(path.join(ROOT, page)), `${engine.id} names ${page}, which does not exist`);
      assert.ok(!owner.has(page), `${page} belongs to both ${owner.get(page)} and ${engine.id}`);
      owner.set(page, engine.id);
    }
  }
  const missing = integrationPages().filter((page) => !owner.has(page));
  assert.deepEqual(missing, [], 'integration pages whose engine is not in the matrix');
  const ids = matrix.engines.map((e) => e.id);
  assert.equal(new Set(ids).size, ids.length, 'an engine id is listed twice');
});

test('each integration page links to its engine\'s row of the matrix', () => {
  for (const engine of matrix.engines) {
    for (const page of engine.pages) {
      const text = read(page);
      assert.ok(
        text.includes(`](${MATRIX_ROUTE}#${engine.id})`),
        `${page} has no link to ${MATRIX_ROUTE}#${engine.id}`,
      );
    }
  }
});

test('the matrix page has one heading anchor and one detail table per engine, and no other', () => {
  const text = read(MATRIX_PAGE);
  const anchors = [...text.matchAll(/^#{2,3} .+ \{#([a-z0-9-]+)\}$/gm)].map((m) => m[1]);
  const details = [...text.matchAll(/<EngineCompatibilityDetail engine="([a-z0-9-]+)" \/>/g)].map((m) => m[1]);
  const ids = matrix.engines.map((e) => e.id);
  assert.deepEqual([...anchors].sort(), [...ids].sort(), 'heading anchors on the matrix page');
  assert.deepEqual([...details].sort(), [...ids].sort(), 'detail tables on the matrix page');
  assert.match(text, /<EngineCompatibilityMatrix \/>/);
});

test('every engine answers every write mode and property, and every yes or no cites a vendor page', () => {
  const required = ['append', 'equality-deletes', 'position-deletes', 'after-compaction', 'format-version', 'partition-transforms', 'schema-evolution'];
  assert.deepEqual(matrix.capabilities.map((c) => c.id), required);
  for (const engine of matrix.engines) {
    assert.deepEqual(Object.keys(engine.cells).sort(), [...required].sort(), `${engine.id}: cells`);
    for (const [capability, cell] of Object.entries(engine.cells)) {
      const where = `${engine.id} / ${capability}`;
      for (const side of ['read', 'write'] as const) {
        assert.ok(matrix.values.includes(cell[side]), `${where}: ${side} is "${cell[side]}", not yes, no or unknown`);
      }
      const stated = cell.read !== 'unknown' || cell.write !== 'unknown';
      if (stated) {
        assert.ok(cell.source, `${where}: a yes or no without a source is a guess`);
      }
      if (cell.source) {
        const source = engine.sources[cell.source];
        assert.ok(source, `${where}: source "${cell.source}" is not among ${engine.id}'s sources`);
        assert.match(source.url, /^https:\/\/[^\s]+$/, `${where}: source URL`);
      }
      if (cell.since) assert.ok(stated, `${where}: a version for a cell that states nothing`);
    }
  }
});

test('the claims reviewers checked agree with the matrix', () => {
  const cell = (engine: string, capability: string) => matrix.engines.find((e) => e.id === engine)!.cells[capability];
  // StarRocks reads equality deletes only from 3.1.10, 3.2.5 and 3.3.
  assert.equal(cell('starrocks', 'equality-deletes').read, 'yes');
  assert.match(cell('starrocks', 'equality-deletes').since ?? '', /3\.1\.10.*3\.2\.5.*3\.3/);
  // Snowflake documents reading and writing position deletes on externally managed tables.
  assert.equal(cell('snowflake', 'position-deletes').read, 'yes');
  assert.equal(cell('snowflake', 'position-deletes').write, 'yes');
  // The StarRocks page states the same versions as the matrix.
  assert.match(read('docs/guides/qe-integrations/starrocks.mdx'), /3\.1\.10/);
  // Trino's Iceberg connector docs: row-level deletes on v2 tables write position delete files.
  assert.equal(cell('trino', 'position-deletes').write, 'yes');
  // StarRocks is cited from its own documentation, not from a cloud vendor's distribution.
  const starrocks = matrix.engines.find((e) => e.id === 'starrocks')!;
  for (const source of Object.values(starrocks.sources)) assert.match(source.url, /^https:\/\/docs\.starrocks\.io\//);
  // Iceberg's Flink docs do not say batch reads apply equality deletes, so the Flink page does not advise them.
  assert.equal(cell('flink', 'equality-deletes').read, 'unknown');
  assert.doesNotMatch(read('docs/product/open-engines/flink.mdx'), /read the table in batch/);
});

test('a "from version" is the engine version the vendor names, not the version of the page cited', () => {
  for (const engine of matrix.engines) {
    for (const [capability, cell] of Object.entries(engine.cells)) {
      if (!cell.since || !cell.source) continue;
      const pageVersion = engine.sources[cell.source].url.match(/\/(\d+\.\d+\.\d+)\//)?.[1];
      if (pageVersion) {
        assert.ok(!cell.since.includes(pageVersion), `${engine.id} / ${capability}: "${cell.since}" is the version of the cited page`);
      }
    }
  }
});
