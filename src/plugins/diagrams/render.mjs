// Draws Mermaid diagrams to SVG at build time, in Chromium (Mermaid lays text out with the
// browser's font metrics, which Node does not have). Each diagram is drawn in both palettes; the
// drawings share their shapes, so one SVG carries both, its dark styles scoped to
// html[data-theme='dark'] (colors written as attributes become custom properties). Results are
// kept in .cache/diagrams/, keyed by the source, the settings and Mermaid's version, so a rebuild,
// or a machine without Chromium, reuses them.
import {createHash} from 'node:crypto';
import {existsSync, mkdirSync, readFileSync, renameSync, writeFileSync} from 'node:fs';
import {createRequire} from 'node:module';
import path from 'node:path';
import {fileURLToPath} from 'node:url';
import {mermaidConfig} from './config.mjs';
import {headlessChromium} from '../../../scripts/lib/chromium.mjs';

const require = createRequire(import.meta.url);
const ROOT = fileURLToPath(new URL('../../../', import.meta.url));
export const CACHE_DIR = path.join(ROOT, '.cache', 'diagrams');
const MERMAID_SCRIPT = require.resolve('mermaid/dist/mermaid.min.js');
const MERMAID_VERSION = require('mermaid/package.json').version;
const CONFIG_KEY = JSON.stringify([mermaidConfig('light'), mermaidConfig('dark'), 'render-4']);

/** The stable id of a diagram: Mermaid scopes its styles and markers under it. */
export function diagramKey(source) {
  return createHash('sha256').update(`${MERMAID_VERSION}\n${CONFIG_KEY}\n${source}`).digest('hex').slice(0, 16);
}

export class DiagramRenderError extends Error {}

let browser = null; // Promise of {browser, page}
let queue = Promise.resolve();
let idleTimer;

// One page per palette: each draws every diagram in the same order, so Mermaid's running counters
// (element ids in sequence diagrams) agree between the two drawings.
async function openPages() {
  // The headless shell draws the same bytes as the full browser, 5 s sooner in a clean build.
  const executablePath = headlessChromium();
  if (!executablePath) {
    throw new DiagramRenderError('drawing a diagram needs Chromium: install it (apt-get install chromium) or set CHROME_PATH to a Chrome or Chromium binary');
  }
  const {chromium} = await import('playwright-core');
  const instance = await chromium.launch({executablePath, args: ['--no-sandbox', '--disable-gpu', '--no-first-run', '--disable-background-networking', '--disable-component-update', '--disable-sync']});
  const pages = {};
  for (const mode of ['light', 'dark']) {
    const page = await instance.newPage();
    await page.setContent('<!doctype html><html><head><meta charset="utf-8"></head><body></body></html>');
    await page.addScriptTag({path: MERMAID_SCRIPT});
    // @ts-ignore mermaid is the global the script tag defines
    await page.evaluate((config) => window.mermaid.initialize(config), mermaidConfig(mode));
    pages[mode] = page;
  }
  return {browser: instance, pages};
}

// The browser closes once no diagram has been asked for in a while; a build never waits for it.
function scheduleClose() {
  clearTimeout(idleTimer);
  idleTimer = setTimeout(() => {
    const closing = browser;
    browser = null;
    closing?.then(({browser: instance}) => instance.close()).catch(() => {});
  }, 5000);
  idleTimer.unref();
}

function drawOn(page, id, source) {
  return page.evaluate(
    async ({id, source}) => {
      try {
        // @ts-ignore
        return {svg: (await window.mermaid.render(id, source)).svg};
      } catch (error) {
        return {error: String(error?.message ?? error)};
      } finally {
        document.getElementById(id)?.remove();
        document.getElementById(`d${id}`)?.remove();
      }
    },
    {id, source},
  );
}

async function drawInBrowser(id, source) {
  browser ??= openPages().catch((error) => {
    browser = null;
    throw error;
  });
  const {pages} = await browser;
  const [light, dark] = await Promise.all([drawOn(pages.light, id, source), drawOn(pages.dark, id, source)]);
  const error = light.error ?? dark.error;
  if (error) throw new DiagramRenderError(error);
  return {light: light.svg, dark: dark.svg};
}

const STYLE = /<style>([\s\S]*?)<\/style>/;
const TAG = /<[^>]*>/g;
const ATTRIBUTE = /([\w:-]+)="([^"]*)"/g;
const COLOR_ATTRIBUTES = new Set(['fill', 'stroke', 'stop-color', 'flood-color', 'color']);

/**
 * Merges two tags that differ only in color attributes: each such attribute's value becomes a CSS
 * custom property, set per palette in `colors` (browsers read var() in presentation attributes, and
 * the attribute keeps its low priority against Mermaid's style sheet). Null when they differ otherwise.
 */
function mergeTag(light, dark, colors) {
  const a = [...light.matchAll(ATTRIBUTE)];
  const b = [...dark.matchAll(ATTRIBUTE)];
  if (a.length !== b.length || light.replace(ATTRIBUTE, '') !== dark.replace(ATTRIBUTE, '')) return null;
  const variable = (value, other) => {
    const property = `--c${colors.length}`;
    colors.push([property, value, other]);
    return `var(${property})`;
  };
  const merged = [];
  for (let i = 0; i < a.length; i += 1) {
    const [, name, value] = a[i];
    const other = b[i][2];
    if (name !== b[i][1]) return null;
    if (value === other) merged.push(a[i][0]);
    else if (COLOR_ATTRIBUTES.has(name)) merged.push(`${name}="${variable(value, other)}"`);
    else if (name === 'style') {
      // `stroke: rgb(...)` in a style attribute: the same properties, only their colors differ.
      const declarations = (text) => text.split(';').map((d) => d.split(':').map((part) => part.trim()));
      const x = declarations(value);
      const y = declarations(other);
      if (x.length !== y.length || x.some(([property], k) => property !== y[k][0] || (x[k][1] !== y[k][1] && !COLOR_ATTRIBUTES.has(property)))) return null;
      merged.push(`style="${x.map(([property, v], k) => (property ? `${property}: ${v === y[k][1] ? v : variable(v, y[k][1])}` : '')).join(';')}"`);
    } else return null;
  }
  let i = 0;
  return light.replace(ATTRIBUTE, () => merged[i++]);
}

/**
 * One SVG for both palettes: the light drawing with the dark one's styles under
 * html[data-theme='dark'], and the colors the two write as attributes turned into custom
 * properties. Null when the drawings differ in more than colors.
 */
export function combine(id, light, dark) {
  const lightStyle = STYLE.exec(light)?.[1] ?? '';
  const darkStyle = STYLE.exec(dark)?.[1] ?? '';
  const shapesLight = light.replace(STYLE, '<style></style>');
  const shapesDark = dark.replace(STYLE, '<style></style>');
  const tagsLight = shapesLight.match(TAG) ?? [];
  const tagsDark = shapesDark.match(TAG) ?? [];
  if (tagsLight.length !== tagsDark.length || shapesLight.replace(TAG, '<>') !== shapesDark.replace(TAG, '<>')) return null;
  const colors = [];
  let index = 0;
  let failed = false;
  const merged = shapesLight.replace(TAG, (tag) => {
    const other = tagsDark[index++];
    if (tag === other) return tag;
    const both = mergeTag(tag, other, colors);
    if (both === null) failed = true;
    return both ?? tag;
  });
  if (failed) return null;
  const scope = `html[data-theme='dark'] #${id}`;
  const properties = (k) => colors.map((c) => `${c[0]}:${c[k]};`).join('');
  const custom = colors.length ? `#${id}{${properties(1)}}${scope}{${properties(2)}}` : '';
  const style = `${lightStyle}${darkStyle.replaceAll(`#${id}`, scope)}${custom}`;
  return merged.replace('<style></style>', () => `<style>${style}</style>`);
}

/** The SVG as the page shows it: hidden from assistive technology (the figure carries the text alternative). */
function finish(svg) {
  return svg
    .replace(/^<svg /, '<svg aria-hidden="true" focusable="false" ')
    .replace(/ role="graphics-document document"/, '')
    .replace(/ aria-roledescription="[^"]*"/, '');
}

/**
 * The SVG of a diagram: `{svg}` when one drawing serves both palettes, else `{light, dark}`.
 * Throws DiagramRenderError when Mermaid cannot draw it or no Chromium is found.
 */
export async function renderDiagram(source) {
  const key = diagramKey(source);
  const id = `diagram-${key}`;
  const cached = path.join(CACHE_DIR, `${key}.json`);
  if (existsSync(cached)) {
    try {
      return JSON.parse(readFileSync(cached, 'utf8'));
    } catch {
      // An unreadable entry is drawn again.
    }
  }
  const run = queue.then(() => drawInBrowser(id, source));
  queue = run.catch(() => {});
  let drawn;
  try {
    drawn = await run;
  } finally {
    scheduleClose();
  }
  const both = combine(id, drawn.light, drawn.dark);
  const result = both ? {svg: finish(both)} : {light: finish(drawn.light), dark: finish(drawn.dark)};
  mkdirSync(CACHE_DIR, {recursive: true});
  const temporary = `${cached}.${process.pid}.tmp`;
  writeFileSync(temporary, JSON.stringify(result));
  renameSync(temporary, cached);
  return result;
}
