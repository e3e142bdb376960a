import {CHECKERS, parseMeta, pythonProblemsBatch, sqlDialectOf, duckdbProblemsBatch} from '../lib/code-checkers.mjs';

// Every fenced block names its language and passes that language's checker, or says in
// nocheck="<why>" why it cannot be checked.
export default {
  id: 'code-blocks',
  run({all}, stats) {
    const problems = [];
    const python = [];
    const duckdb = [];
    for (const source of all) {
      for (const fence of source.fences) {
        const meta = parseMeta(fence.meta);
        const at = (line) => fence.line + line;
        if (!fence.lang) {
          problems.push({rel: source.rel, line: fence.line, message: 'code block without a language; name one (use `text` for output)'});
          continue;
        }
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
        if (sqlDialectOf(fence.lang, meta) === 'duckdb') {
          duckdb.push({source, fence});
          continue;
        }
        for (const p of CHECKERS[fence.lang](fence.code, {meta})) problems.push({rel: source.rel, line: at(p.line), column: p.column ? fence.indent + p.column : undefined, message: `${fence.lang}: ${p.message}`});
      }
    }
    for (const p of pythonProblemsBatch(python.map(({fence}) => fence.code))) {
      const {source, fence} = python[p.index];
      problems.push({rel: source.rel, line: fence.line + p.line, message: p.message});
    }
    for (const p of duckdbProblemsBatch(duckdb.map(({fence}) => fence.code))) {
      const {source, fence} = duckdb[p.index];
      problems.push({rel: source.rel, line: fence.line + p.line, message: `sql: ${p.message}`});
    }
    return problems;
  },
};
