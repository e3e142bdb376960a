// The spec keeps broken links, anchors, markdown links and duplicate routes as build warnings;
// this turns each one the build reports into a problem that fails `npm test`.

const KINDS = [
  {kind: 'broken links', start: /Docusaurus found broken links!/},
  {kind: 'broken anchors', start: /Docusaurus found broken anchors!/},
  {kind: 'broken markdown link', start: /Markdown link with URL .* couldn't be resolved/},
  {kind: 'duplicate routes', start: /Duplicate routes found!/},
];

const ANSI = /\u001b\[[0-9;]*m/g;

/**
 * Returns one problem per warning in a `docusaurus build` log: its kind and the warning's text up
 * to the next log entry (which names the page, file and line the build found it at).
 */
export function findLinkProblems(log) {
  const lines = log.replace(ANSI, '').split('\n');
  const problems = [];
  for (let i = 0; i < lines.length; i += 1) {
    const match = KINDS.find(({start}) => start.test(lines[i]));
    if (!match) continue;
    const text = [lines[i]];
    for (let j = i + 1; j < lines.length && !/^\[(INFO|WARNING|ERROR|SUCCESS)\]/.test(lines[j]); j += 1) {
      if (lines[j].trim()) text.push(lines[j]);
    }
    problems.push({kind: match.kind, text: text.join('\n')});
  }
  return problems;
}
