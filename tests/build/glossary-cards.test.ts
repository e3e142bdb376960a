import {test} from 'node:test';
import assert from 'node:assert/strict';
import {readFileSync} from 'node:fs';
import path from 'node:path';
import * as cheerio from 'cheerio';
import type {GlossaryCardsFile} from '../../src/plugins/glossary-cards/extract';
import {BUILD} from '../support/test-build';

// The definitions file the glossary cards load (src/plugins/glossary-cards), against the glossary's
// source and its built page: every entry, each with its term, a definition and a working URL.
const ROOT = path.resolve(__dirname, '../..');

const file = JSON.parse(readFileSync(path.join(BUILD, 'glossary.json'), 'utf8')) as GlossaryCardsFile;
const source = readFileSync(path.join(ROOT, 'docs/glossary.mdx'), 'utf8');
const $ = cheerio.load(readFileSync(path.join(BUILD, 'glossary/index.html'), 'utf8'));
const clean = (text: string) => text.replace(/\u200b/g, '').replace(/\s+/g, ' ').trim();

// The writer's entries: every "### Term {#id}" of docs/glossary.mdx, in order.
const written = [...source.matchAll(/^### (.+?) \{#([\w-]+)\}\s*$/gm)].map((m) => ({term: m[1], id: m[2]}));

test('the file holds every entry of the glossary, in order, with its term and URL', () => {
  assert.ok(written.length >= 50, `${written.length} entries in docs/glossary.mdx`);
  assert.equal(file.glossary, '/glossary');
  assert.deepEqual(Object.keys(file.entries), written.map((e) => e.id));
  for (const {term, id} of written) {
    assert.equal(file.entries[id].term, term, `#${id}`);
    assert.equal(file.entries[id].url, `/glossary#${id}`);
    assert.equal($(`h3#${id}`).length, 1, `the built glossary has the heading #${id}`);
  }
});

test('every definition is the text the glossary page shows under its heading, and not empty', () => {
  for (const {id} of written) {
    const shown = clean($(`h3#${id}`).nextUntil('h1, h2, h3, h4, h5, h6').text());
    const card = clean(cheerio.load(file.entries[id].definition, null, false).root().text());
    assert.ok(card.length >= 20, `#${id}: "${card}"`);
    assert.equal(card, shown, `#${id}`);
  }
});

test('definitions hold only minimal HTML: no attribute but a link target of the site or https', () => {
  for (const [id, entry] of Object.entries(file.entries)) {
    for (const [tag, name, attributes] of entry.definition.matchAll(/<\/?([a-z0-9]+)([^>]*)>/g)) {
      assert.ok(['p', 'em', 'strong', 'code', 'a', 'ul', 'ol', 'li', 'br'].includes(name), `#${id}: ${tag}`);
      if (!tag.startsWith('</') && attributes.trim()) assert.match(attributes, /^ href="(\/(?!\/)|https:\/\/)[^"]*"$/, `#${id}: ${tag}`);
    }
  }
});
