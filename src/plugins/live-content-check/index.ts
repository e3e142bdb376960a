import path from 'node:path';
import {spawn} from 'node:child_process';
import {statSync} from 'node:fs';
import {setPriority} from 'node:os';
import chokidar from 'chokidar';
import type {LoadContext, Plugin} from '@docusaurus/types';

/**
 * The content checks while a writer works (`npm start` only): when a page under docs/, blog/ or
 * src/pages/ is saved, `scripts/check-content.mjs` runs on it and its findings are printed in the
 * terminal, in the same `file:line:col: [rule] message` format as `npm run check:content`.
 *
 * The check runs in a child process at a lower priority, one run at a time: its parsing and
 * grammar work would otherwise hold up the dev server's own rebuild of the page, and a check that
 * fails or crashes only prints a line, never stops the server. The watcher is chokidar, as Docusaurus's own.
 */
export const CONTENT = /^(docs|blog|src\/pages)\/.*\.mdx?$/;
const DEBOUNCE_MS = 100;
const PROBLEM = /^\S+:\d+:\d+: \[/;

let started = false;

/** Starts watching; `ready` resolves once the watcher has read the folders, `close` stops it. */
export function startLiveCheck(siteDir: string, log: (line: string) => void = (line) => console.log(line)): {ready: Promise<void>; close: () => Promise<void>} {
  const pending = new Map<string, number>(); // page → when it was saved (its mtime)
  let running = false;
  let timer: NodeJS.Timeout | undefined;

  const run = () => {
    if (running || !pending.size) return;
    running = true;
    const batch = new Map(pending);
    pending.clear();
    const files = [...batch.keys()];
    const child = spawn(process.execPath, [path.join(siteDir, 'scripts/check-content.mjs'), '--quiet', ...files], {cwd: siteDir, stdio: ['ignore', 'pipe', 'pipe']});
    // Below the dev server's priority, so that its rebuild of the saved page comes first.
    try {
      if (child.pid) setPriority(child.pid, 10);
    } catch {
      // not allowed here: the check runs at normal priority
    }
    let out = '';
    child.stdout.on('data', (chunk) => (out += chunk));
    child.stderr.on('data', (chunk) => (out += chunk));
    const finish = (code: number | null, error?: Error) => {
      const after = Math.max(...[...batch.values()].map((saved) => Date.now() - saved));
      const lines = out.split('\n').filter((line) => line.trim());
      const problems = lines.filter((line) => PROBLEM.test(line));
      const names = files.join(', ');
      if (error || (code !== 0 && code !== 1) || (code === 1 && !problems.length)) {
        log(`[content check] ${names}: the check could not run (${error?.message ?? `exit code ${code}`}); the dev server goes on`);
        for (const line of lines.slice(0, 20)) log(`  ${line}`);
      } else if (!problems.length) {
        log(`[content check] ${names}: no problems (${after} ms after the save)`);
      } else {
        log(`[content check] ${names}: ${problems.length} problem(s) (${after} ms after the save)`);
        for (const line of problems) log(line);
      }
      running = false;
      run();
    };
    child.on('error', (error) => finish(null, error));
    child.on('close', (code) => finish(code));
  };

  const watcher = chokidar.watch(['docs', 'blog', 'src/pages'], {cwd: siteDir, ignoreInitial: true, awaitWriteFinish: false});
  const onChange = (file: string) => {
    const rel = file.split(path.sep).join('/');
    if (!CONTENT.test(rel)) return;
    let saved = Date.now();
    try {
      saved = statSync(path.join(siteDir, rel)).mtimeMs;
    } catch {
      return; // deleted again before we looked
    }
    pending.set(rel, Math.round(saved));
    clearTimeout(timer);
    timer = setTimeout(run, DEBOUNCE_MS);
  };
  watcher.on('add', onChange).on('change', onChange).on('error', (error) => log(`[content check] watcher: ${String(error)}`));
  const ready = new Promise<void>((resolve) => watcher.once('ready', () => resolve()));
  return {ready, close: () => watcher.close()};
}

export default function liveContentCheckPlugin(context: LoadContext): Plugin {
  return {
    name: 'live-content-check',
    async loadContent() {
      // loadContent runs again when the config reloads; one watcher is enough.
      if (started) return;
      started = true;
      startLiveCheck(context.siteDir);
      console.log('[content check] checking pages as they are saved (src/plugins/live-content-check)');
    },
  };
}
