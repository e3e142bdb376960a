// Reads the site's MDX/Markdown sources into a form the content checks share: front matter,
// fenced code blocks, headings, links and prose, each with its line number.
import {readFileSync, readdirSync, statSync, existsSync} from 'node:fs';
import path from 'node:path';
import yaml from 'js-yaml';
import GithubSlugger from 'github-slugger';

export const ROOT = path.resolve(path.dirname(new URL(import.meta.url).pathname), '../..');

export function walk(dir, test = (f) => /\.mdx?$/.test(f)) {
  const out = [];
  if (!existsSync(dir)) return out;
  for (const name of readdirSync(dir).sort()) {
    const full = path.join(dir, name);
    if (statSync(full).isDirectory()) out.push(...walk(full, test));
    else if (test(name)) out.push(full);
  }
  return out;
}

/** Parses one source file. `kind` is 'doc', 'blog' or 'page'. */
export function parseSource(file, kind) {
  const text = readFileSync(file, 'utf8');
  const lines = text.split('\n');
  let frontMatter = {};
  let bodyStart = 0;
  const problems = [];
  if (lines[0] === '---') {
    const end = lines.indexOf('---', 1);
    if (end > 0) {
      try {
        frontMatter = yaml.load(lines.slice(1, end).join('\n')) ?? {};
      } catch (error) {
        problems.push({line: 1, message: `front matter is not valid YAML: ${error.message.split('\n')[0]}`});
      }
      bodyStart = end + 1;
    }
  }

  const fences = [];
  const headings = [];
  const links = [];
  const proseLines = [];
  let fence = null;
  let inComment = false;
  for (let i = bodyStart; i < lines.length; i += 1) {
    const line = lines[i];
    const lineNo = i + 1;
    if (fence) {
      if (new RegExp(`^\\s*${fence.marker[0]}{${fence.marker.length},}\\s*$`).test(line)) {
        fences.push({...fence, code: fence.body.join('\n'), endLine: lineNo});
        fence = null;
      } else {
        fence.body.push(line);
      }
      continue;
    }
    const open = /^(\s*)(`{3,}|~{3,})\s*([\w+-]*)\s*(.*)$/.exec(line);
    if (open) {
      fence = {marker: open[2], lang: open[3] || '', meta: open[4] || '', line: lineNo, indent: open[1].length, body: []};
      continue;
    }
    if (inComment) {
      if (line.includes('-->') || line.includes('*/}')) inComment = false;
      continue;
    }
    if (/^\s*(<!--|\{\/\*)/.test(line) && !/(-->|\*\/\})/.test(line)) {
      inComment = true;
      continue;
    }
    if (/^(import|export)\s/.test(line)) continue;
    const heading = /^(#{1,6})\s+(.*?)\s*$/.exec(line);
    if (heading) {
      const explicit = /\s*\{#([\w-]+)\}\s*$/.exec(heading[2]);
      const textOnly = heading[2].replace(/\s*\{#[\w-]+\}\s*$/, '');
      headings.push({level: heading[1].length, text: plainText(textOnly), explicitId: explicit?.[1], line: lineNo});
    }
    for (const match of line.matchAll(/\]\(([^)\s]+)(?:\s+"[^"]*")?\)/g)) links.push({url: match[1], line: lineNo});
    for (const match of line.matchAll(/\b(?:href|to)=["']([^"']+)["']/g)) links.push({url: match[1], line: lineNo});
    proseLines.push({text: line, line: lineNo});
  }
  if (fence) problems.push({line: fence.line, message: 'code fence is never closed'});

  // Heading ids as Docusaurus makes them: explicit {#id}, else github-slugger of the text.
  const slugger = new GithubSlugger();
  for (const h of headings) h.id = h.explicitId ?? slugger.slug(h.text);

  return {file, rel: path.relative(ROOT, file), kind, text, lines, frontMatter, bodyStart, fences, headings, links, proseLines, problems};
}

/** Markdown inline syntax reduced to the words a reader sees. */
export function plainText(markdown) {
  return markdown
    .replace(/!\[[^\]]*\]\([^)]*\)/g, '')
    .replace(/\[([^\]]*)\]\([^)]*\)/g, '$1')
    .replace(/<[^>]+>/g, ' ')
    .replace(/[`*_~]/g, '')
    .trim();
}

/** Paragraphs of prose (not code, headings, tables, JSX or admonition fences), with their line. */
export function paragraphs(source) {
  const out = [];
  let current = [];
  let start = 0;
  const flush = () => {
    if (current.length) out.push({text: plainText(current.join(' ')).replace(/\s+/g, ' '), line: start});
    current = [];
  };
  let lastLine = -1;
  for (const {text, line} of source.proseLines) {
    const isBreak = line !== lastLine + 1 || !text.trim() || /^\s*(#|\||:::|<\/?[A-Za-z]|---)/.test(text);
    lastLine = line;
    if (isBreak) {
      flush();
      if (!text.trim() || /^\s*(#|\||:::|<\/?[A-Za-z]|---)/.test(text)) continue;
    }
    if (!current.length) start = line;
    current.push(text.replace(/^\s*([-*+]|\d+\.)\s+/, ''));
  }
  flush();
  return out;
}

/** Words of prose: everything a reader reads outside code blocks, front matter and JSX tags. */
export function proseWords(source) {
  const text = source.proseLines
    .map(({text}) => text)
    .filter((t) => !/^\s*:::/.test(t))
    .join('\n');
  return plainText(text)
    .replace(/https?:\/\/\S+/g, ' ')
    .split(/\s+/)
    .filter((w) => /[A-Za-z0-9]/.test(w) && !/^[|:-]+$/.test(w));
}

/** The route Docusaurus gives a doc (docs served at '/'). */
export function docRoute(file, frontMatter, docsDir = path.join(ROOT, 'docs')) {
  const rel = path.relative(docsDir, file).replace(/\\/g, '/');
  const dir = path.posix.dirname(rel) === '.' ? '' : path.posix.dirname(rel);
  const stripNumber = (s) => s.replace(/^\d+[-_.]/, '');
  const cleanDir = dir.split('/').filter(Boolean).map(stripNumber).join('/');
  const slug = frontMatter.slug;
  if (typeof slug === 'string') {
    if (slug.startsWith('/')) return slug === '/' ? '/' : slug.replace(/\/$/, '');
    return `/${[cleanDir, slug].filter(Boolean).join('/')}`.replace(/\/$/, '');
  }
  const base = stripNumber(path.posix.basename(rel).replace(/\.mdx?$/, ''));
  const id = frontMatter.id ?? base;
  const last = /^(index|readme)$/i.test(base) || base === path.posix.basename(cleanDir) ? '' : id;
  return `/${[cleanDir, last].filter(Boolean).join('/')}` || '/';
}

/** Every source of the site, parsed, and the routes the build will create for them. */
export function loadSite({planned = false} = {}) {
  const docs = walk(path.join(ROOT, 'docs')).map((f) => parseSource(f, 'doc'));
  const blog = walk(path.join(ROOT, 'blog')).map((f) => parseSource(f, 'blog'));
  const pages = walk(path.join(ROOT, 'src/pages')).map((f) => parseSource(f, 'page'));
  const routes = new Map();
  for (const doc of docs) {
    doc.route = docRoute(doc.file, doc.frontMatter);
    routes.set(doc.route, doc);
  }
  for (const post of blog) {
    const slug = post.frontMatter.slug ?? path.basename(post.file).replace(/^\d{4}-\d{2}-\d{2}-/, '').replace(/\.mdx?$/, '');
    post.route = `/blog/${slug}`;
    routes.set(post.route, post);
  }
  for (const page of pages) {
    page.route = `/${path.relative(path.join(ROOT, 'src/pages'), page.file).replace(/\.mdx?$/, '').replace(/(^|\/)index$/, '')}`;
    routes.set(page.route, page);
  }
  const categories = walk(path.join(ROOT, 'docs'), (f) => f === '_category_.json').map((file) => {
    const data = JSON.parse(readFileSync(file, 'utf8'));
    return {file, rel: path.relative(ROOT, file), data};
  });
  const generated = new Set(['/blog', '/blog/archive', '/blog/authors', '/blog/tags', '/search']);
  for (const c of categories) if (c.data.link?.slug) generated.add(c.data.link.slug);
  for (const tag of Object.values(yaml.load(readFileSync(path.join(ROOT, 'blog/tags.yml'), 'utf8')) ?? {})) {
    generated.add(`/blog/tags${tag.permalink}`);
  }
  for (const author of Object.keys(yaml.load(readFileSync(path.join(ROOT, 'blog/authors.yml'), 'utf8')) ?? {})) {
    generated.add(`/blog/authors/${author}`);
  }
  if (planned) {
    for (const line of readFileSync(path.join(ROOT, 'tests/fixtures/routes.txt'), 'utf8').split('\n')) {
      if (/^\/\S*$/.test(line.trim())) generated.add(line.trim());
    }
  }
  return {docs, blog, pages, categories, routes, generated, all: [...docs, ...blog, ...pages]};
}
