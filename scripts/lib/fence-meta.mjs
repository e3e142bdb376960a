// The meta of a fenced code block, read one way by every check. Kept apart from
// code-checkers.mjs, which loads every language's parser.

/** `sql template dialect=trino nocheck="why" title="x"` → {flags: Set, values: Map}. */
export function parseMeta(meta) {
  const flags = new Set();
  const values = new Map();
  for (const m of meta.matchAll(/(\w[\w-]*)(?:=(?:"([^"]*)"|'([^']*)'|(\S+)))?/g)) {
    if (m[2] !== undefined || m[3] !== undefined || m[4] !== undefined) values.set(m[1], m[2] ?? m[3] ?? m[4]);
    else flags.add(m[1]);
  }
  return {flags, values};
}
