import {execFileSync} from 'node:child_process';
import {existsSync, readFileSync} from 'node:fs';
import path from 'node:path';

/** When a file was last changed (or first added), as Docusaurus's VCS interface returns it. */
export type FileDate = {timestamp: number; author: string};
export type FileDates = {lastUpdate: FileDate; creation: FileDate};

/**
 * Reads `git log --name-only` output written with the format `COMMIT_MARK%H %ct %an` and returns,
 * for each file (repository-relative path), its last update and creation: the newest and the
 * oldest commits that touched it.
 *
 * A commit in `boundary` is a shallow clone's cut-off: git shows every file it holds as added
 * there, whatever the file's real history, so a date it would give is unknown, not "then". A file
 * whose newest commit is a boundary gets no entry; a file changed after the boundary keeps its
 * true last update, and no creation date if a boundary commit lists it.
 */
export function parseGitLog(output: string, boundary: ReadonlySet<string> = new Set()): Map<string, FileDates | {lastUpdate: FileDate; creation: null}> {
  type Seen = {newest: FileDate; newestCut: boolean; oldest: FileDate; cut: boolean};
  const files = new Map<string, Seen>();
  let current: {date: FileDate; cut: boolean} | null = null;
  for (const line of output.split('\n')) {
    if (line.startsWith(COMMIT_MARK)) {
      const match = /^(\S+) (\d+) (.*)$/.exec(line.slice(COMMIT_MARK.length));
      if (!match) throw new Error(`git log: unexpected commit line "${line}"`);
      current = {date: {timestamp: Number(match[2]) * 1000, author: match[3]}, cut: boundary.has(match[1])};
      continue;
    }
    if (line === '' || current === null) continue;
    const seen = files.get(line);
    if (!seen) {
      files.set(line, {newest: current.date, newestCut: current.cut, oldest: current.date, cut: current.cut});
      continue;
    }
    // By timestamp, not by log order, which clock skew between committers can break.
    if (current.date.timestamp > seen.newest.timestamp) Object.assign(seen, {newest: current.date, newestCut: current.cut});
    if (current.date.timestamp < seen.oldest.timestamp) seen.oldest = current.date;
    seen.cut ||= current.cut;
  }
  const result = new Map<string, FileDates | {lastUpdate: FileDate; creation: null}>();
  for (const [file, seen] of files) {
    if (!seen.newestCut) result.set(file, {lastUpdate: seen.newest, creation: seen.cut ? null : seen.oldest});
  }
  return result;
}

/** A line git cannot produce from a file name, marking each commit in the log. */
export const COMMIT_MARK = '\u0001commit ';

function git(cwd: string, args: string[]): string {
  return execFileSync('git', ['-c', 'log.showSignature=false', '-c', 'core.quotePath=false', ...args], {
    cwd,
    encoding: 'utf8',
    maxBuffer: 64 * 1024 * 1024,
    stdio: ['ignore', 'pipe', 'ignore'],
  });
}

export type GitDatesReport = {
  /** Why no date is known for any file, when none is. */
  unavailable?: 'not a git worktree (or git is missing)';
  shallow: boolean;
  files: Map<string, FileDates | {lastUpdate: FileDate; creation: null}>;
};

/**
 * Every tracked file's dates, read with one `git log` over the whole history (about 0.1 s for
 * this repository), keyed by absolute path. Outside a git worktree, or without git, no file has
 * a date and the pages show none: the build goes on.
 */
export function readGitDates(siteDir: string): GitDatesReport {
  let root: string;
  try {
    root = git(siteDir, ['rev-parse', '--show-toplevel']).trim();
  } catch {
    return {unavailable: 'not a git worktree (or git is missing)', shallow: false, files: new Map()};
  }
  const shallow = git(root, ['rev-parse', '--is-shallow-repository']).trim() === 'true';
  const boundary = new Set<string>();
  if (shallow) {
    const shallowFile = path.resolve(root, git(root, ['rev-parse', '--git-path', 'shallow']).trim());
    if (existsSync(shallowFile)) for (const hash of readFileSync(shallowFile, 'utf8').split('\n')) if (hash.trim()) boundary.add(hash.trim());
  }
  const log = git(root, ['log', `--format=${COMMIT_MARK}%H %ct %an`, '--name-only', '--no-renames']);
  const files = new Map<string, FileDates | {lastUpdate: FileDate; creation: null}>();
  for (const [file, dates] of parseGitLog(log, boundary)) files.set(path.join(root, file), dates);
  return {shallow, files};
}

/**
 * The site's `future.experimental_vcs`: each doc's "Last updated" date from git, read once per
 * build. Docusaurus's own strategies show a made-up date under `docusaurus start`, and in a
 * shallow clone give every file the date of the clone's one commit; this one shows real dates in
 * both, and no date for a file whose history the clone cut off.
 */
export function gitDatesVcs(log: (message: string) => void = (message) => console.info(`[INFO] ${message}`)) {
  let dates: Promise<GitDatesReport> | null = null;
  const fileDates = async (filePath: string) => (await dates)?.files.get(path.resolve(filePath)) ?? null;
  return {
    initialize({siteDir}: {siteDir: string}) {
      dates ??= Promise.resolve().then(() => {
        const report = readGitDates(siteDir);
        if (report.unavailable) log(`Last updated dates: none, ${report.unavailable}.`);
        else if (report.shallow) log('Last updated dates: shallow git clone; pages whose last change is older than the clone show no date.');
        return report;
      });
    },
    async getFileCreationInfo(filePath: string) {
      return (await fileDates(filePath))?.creation ?? null;
    },
    async getFileLastUpdateInfo(filePath: string) {
      return (await fileDates(filePath))?.lastUpdate ?? null;
    },
  };
}
