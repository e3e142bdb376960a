import {CHECKERS, parseMeta, pythonProblemsBatch, sqlDialectOf, sqlDialectProblemsBatch, SQL_DIALECTS} from '../lib/code-checkers.mjs';

// Every fenced block names its language and passes that language's checker, or says in
// nocheck="<why>" why it cannot be checked.
//
// Other engines' SQL (```sql dialect=<engine>) is parsed in child processes (two, with two cores
// or more) that start first and run while the other checks do; run() returns a promise of the
// problems. With `only` (the files
// named on the command line), only those files' dialect blocks are parsed, so checking one page
// loads only the parsers its blocks need.
export default {
  id: 'code-blocks',
  run({all}, stats, {only} = {}) {
    const problems = [];
    const python = [];
    const dialect = [];
    for (const source of all) {
      // Given files, only their blocks: other pages are parsed for what site-wide checks read.
      if (only && !only.has(source.rel)) continue;
      for (const fence of source.fences) {
        const meta = parseMeta(fence.meta);
        const at = (line) => fence.line + line;
        if (!fence.lang) {
          problems.push({rel: source.rel, line: fence.line, message: 'code block without a language; name one (use `text` for output)'});
          continue;
        }
        // Diagrams have their own rule (diagrams.mjs): Mermaid's parser and a text alternative.
        if (fence.lang === 'mermaid') continue;
        const nocheck = meta.values.get('nocheck');
        if (nocheck !== undefined) {
          if (nocheck.trim().length < 10) problems.push({rel: source.rel, line: fence.line, message: 'nocheck needs a reason of at least 10 characters'});
          stats.count(`${fence.lang} (nocheck)`);
          continue;
        }
        if (!(fence.lang in CHECKERS)) {
          problems.push({rel: source.rel, line: fence.line, message: `no checker for \`${fence.lang}\`; use one of ${Object.keys(CHECKERS).join(', ')}, or add nocheck="<why>"`});
          continue;
        }
        if (!fence.code.trim()) problems.push({rel: source.rel, line: fence.line, message: 'empty code block'});
        const label = fence.lang === 'sql' ? `sql${meta.flags.has('template') ? ' template' : meta.values.has('dialect') ? ` (${meta.values.get('dialect')})` : ' (lakestone)'}` : fence.lang;
        stats.count(label);
        if (fence.lang === 'python') {
          python.push({source, fence});
          continue;
        }
        const engine = sqlDialectOf(fence.lang, meta);
        if (engine && SQL_DIALECTS.includes(engine) && fence.code.trim()) {
          dialect.push({source, fence, engine});
          continue;
        }
        for (const p of CHECKERS[fence.lang](fence.code, {meta})) problems.push({rel: source.rel, line: at(p.line), column: p.column ? fence.indent + p.column : undefined, message: `${fence.lang}: ${p.message}`});
      }
    }
    const dialectProblems = sqlDialectProblemsBatch(dialect.map(({fence, engine}) => ({code: fence.code, dialect: engine})));
    for (const p of pythonProblemsBatch(python.map(({fence}) => fence.code))) {
      const {source, fence} = python[p.index];
      problems.push({rel: source.rel, line: fence.line + p.line, message: p.message});
    }
    return dialectProblems.then((found) => {
      for (const p of found) {
        const {source, fence} = dialect[p.index];
        problems.push({rel: source.rel, line: fence.line + p.line, message: `sql: ${p.message}`});
      }
      return problems;
    });
  },
};
