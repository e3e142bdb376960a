import {test} from 'node:test';
import assert from 'node:assert/strict';
import {existsSync, readFileSync, readdirSync} from 'node:fs';
import path from 'node:path';
import * as cheerio from 'cheerio';
import {diagramPagesFromSources} from '../support/diagram-pages';
import {BUILD, htmlFileOf} from '../support/test-build';

// Diagrams are drawn at build time (src/plugins/diagrams): the built pages hold them as SVG, with
// their text alternatives, and no page downloads Mermaid; pages without a diagram download no code
// of the diagram component either.
const htmlOf = (route: string) => readFileSync(htmlFileOf(route), 'utf8');
// Strings of Mermaid's own code that survive minification (its settings' names), never in a drawing.
const MERMAID_CODE = ['securityLevel', 'startOnLoad'];
const DIAGRAM_COMPONENT = 'data-diagram';

function builtPages(dir = BUILD, found: string[] = []): string[] {
  for (const entry of readdirSync(dir, {withFileTypes: true})) {
    const full = path.join(dir, entry.name);
    if (entry.isDirectory() && entry.name !== 'assets' && entry.name !== 'search-data') builtPages(full, found);
    else if (entry.name === 'index.html') found.push(full);
  }
  return found;
}

const scriptsOf = (html: string) => [...html.matchAll(/<(?:script|link)[^>]+(?:src|href)="(\/assets\/js\/[^"]+\.js)"/g)].map((m) => m[1]);
const fromSources = diagramPagesFromSources();

test('every page with diagrams in its source shows each one as SVG with its text alternative', () => {
  assert.ok(fromSources.length >= 10, `${fromSources.length} pages with diagrams`);
  assert.ok(fromSources.reduce((n, p) => n + p.diagrams, 0) >= 12);
  for (const page of fromSources) {
    const $ = cheerio.load(htmlOf(page.route));
    const figures = $('article figure[data-diagram]');
    assert.equal(figures.length, page.diagrams, `${page.rel}: ${page.diagrams} diagrams in the source, ${figures.length} on ${page.route}`);
    figures.each((_, figure) => {
      const image = $(figure).find('[role="img"]');
      assert.ok(($(image).attr('aria-label') ?? '').split(/\s+/).length >= 8, `${page.route}: a diagram's text alternative says what it shows`);
      const svg = image.find('svg').first();
      assert.match(svg.attr('viewBox') ?? '', /^[\d.-]+ [\d.-]+ [\d.]+ [\d.]+$/, `${page.route}: the SVG has a viewBox, so its height is known before anything loads`);
      assert.equal(svg.attr('aria-hidden'), 'true');
    });
  }
});

test('no page downloads Mermaid, and pages without diagrams download nothing of the diagram component', () => {
  const withDiagrams = new Set(fromSources.map((p) => path.join(BUILD, p.route === '/' ? '' : p.route, 'index.html')));
  const js = (script: string) => readFileSync(path.join(BUILD, script), 'utf8');
  const checked = new Set<string>();
  let pagesWithout = 0;
  for (const file of builtPages()) {
    const html = readFileSync(file, 'utf8');
    const scripts = scriptsOf(html);
    for (const script of scripts) {
      if (checked.has(script)) continue;
      checked.add(script);
      for (const marker of MERMAID_CODE) assert.ok(!js(script).includes(marker), `${script} (listed by ${path.relative(BUILD, file)}) holds Mermaid's code (${marker})`);
    }
    if (withDiagrams.has(file) || html.includes(DIAGRAM_COMPONENT)) continue;
    pagesWithout += 1;
    for (const script of scripts) assert.ok(!js(script).includes(DIAGRAM_COMPONENT), `${path.relative(BUILD, file)} has no diagram but lists ${script}, which holds the diagram component`);
  }
  assert.ok(pagesWithout > 100, `${pagesWithout} pages without diagrams checked`);
  assert.ok(existsSync(path.join(BUILD, 'assets/js')));
});
