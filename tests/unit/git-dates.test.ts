import {test} from 'node:test';
import assert from 'node:assert/strict';
import {execFileSync} from 'node:child_process';
import {mkdirSync, mkdtempSync, rmSync, writeFileSync} from 'node:fs';
import {tmpdir} from 'node:os';
import path from 'node:path';
import {COMMIT_MARK, gitDatesVcs, parseGitLog, readGitDates} from '../../config/git-dates';

const day = (iso: string) => Date.parse(`${iso}T12:00:00Z`);

test('the last update is the newest commit that touched a file, the creation the oldest', () => {
  const log = [
    `${COMMIT_MARK}c3 ${day('2026-03-01') / 1000} Ana Silva`,
    '',
    'docs/a.mdx',
    `${COMMIT_MARK}c2 ${day('2026-02-01') / 1000} Bo Li`,
    '',
    'docs/a.mdx',
    'docs/b.mdx',
    `${COMMIT_MARK}c1 ${day('2026-01-01') / 1000} Ana Silva`,
    '',
    'docs/a.mdx',
  ].join('\n');
  const files = parseGitLog(log);
  assert.deepEqual(files.get('docs/a.mdx'), {
    lastUpdate: {timestamp: day('2026-03-01'), author: 'Ana Silva'},
    creation: {timestamp: day('2026-01-01'), author: 'Ana Silva'},
  });
  assert.equal(files.get('docs/b.mdx')?.lastUpdate.timestamp, day('2026-02-01'));
});

test("a shallow clone's boundary commit gives no date, but a later change does", () => {
  const log = [
    `${COMMIT_MARK}new ${day('2026-05-02') / 1000} Bo Li`,
    '',
    'docs/changed.mdx',
    `${COMMIT_MARK}cut ${day('2026-05-01') / 1000} Bo Li`,
    '',
    'docs/changed.mdx',
    'docs/untouched.mdx',
  ].join('\n');
  const files = parseGitLog(log, new Set(['cut']));
  assert.equal(files.has('docs/untouched.mdx'), false);
  assert.deepEqual(files.get('docs/changed.mdx'), {lastUpdate: {timestamp: day('2026-05-02'), author: 'Bo Li'}, creation: null});
});

function commit(repo: string, file: string, text: string, isoDay: string) {
  mkdirSync(path.dirname(path.join(repo, file)), {recursive: true});
  writeFileSync(path.join(repo, file), text);
  const date = `${isoDay}T12:00:00Z`;
  const env = {...process.env, GIT_AUTHOR_DATE: date, GIT_COMMITTER_DATE: date, GIT_AUTHOR_NAME: 'Ana Silva', GIT_AUTHOR_EMAIL: 'ana@example.com', GIT_COMMITTER_NAME: 'Ana Silva', GIT_COMMITTER_EMAIL: 'ana@example.com'};
  execFileSync('git', ['add', file], {cwd: repo, env});
  execFileSync('git', ['commit', '-q', '-m', `edit ${file}`], {cwd: repo, env});
}

test('a real repository gives real dates; its depth-1 clone gives none that would mislead', () => {
  const dir = mkdtempSync(path.join(tmpdir(), 'git-dates-'));
  try {
    const repo = path.join(dir, 'full');
    mkdirSync(repo);
    execFileSync('git', ['init', '-q', '-b', 'main'], {cwd: repo});
    commit(repo, 'docs/old.mdx', 'old', '2026-01-10');
    commit(repo, 'docs/new.mdx', 'new', '2026-04-20');

    const full = readGitDates(repo);
    assert.equal(full.shallow, false);
    assert.equal(full.files.get(path.join(repo, 'docs/old.mdx'))?.lastUpdate.timestamp, day('2026-01-10'));
    assert.equal(full.files.get(path.join(repo, 'docs/new.mdx'))?.lastUpdate.timestamp, day('2026-04-20'));

    const clone = path.join(dir, 'shallow');
    execFileSync('git', ['clone', '-q', '--depth', '1', `file://${repo}`, clone]);
    const shallow = readGitDates(clone);
    assert.equal(shallow.shallow, true);
    // Without the fallback, old.mdx would read April 20, the date of the clone's only commit.
    assert.equal(shallow.files.get(path.join(clone, 'docs/old.mdx')), undefined);
    assert.equal(shallow.files.get(path.join(clone, 'docs/new.mdx')), undefined);
  } finally {
    rmSync(dir, {recursive: true, force: true});
  }
});

test('outside a git worktree no page has a date, and the build is told once, not failed', async () => {
  const dir = mkdtempSync(path.join(tmpdir(), 'git-dates-none-'));
  try {
    const messages: string[] = [];
    const vcs = gitDatesVcs((message) => messages.push(message));
    vcs.initialize({siteDir: dir});
    assert.equal(await vcs.getFileLastUpdateInfo(path.join(dir, 'docs/a.mdx')), null);
    assert.equal(await vcs.getFileCreationInfo(path.join(dir, 'docs/a.mdx')), null);
    assert.deepEqual(messages, ['Last updated dates: none, not a git worktree (or git is missing).']);
  } finally {
    rmSync(dir, {recursive: true, force: true});
  }
});
