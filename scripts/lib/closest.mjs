// "Did you mean": the candidate closest to what the writer typed.

/** Optimal string alignment distance: insertions, deletions, substitutions and swaps of two neighbours. */
export function editDistance(a, b) {
  const rows = a.length + 1;
  const cols = b.length + 1;
  const d = Array.from({length: rows}, (_, i) => [i, ...Array(cols - 1).fill(0)]);
  for (let j = 1; j < cols; j += 1) d[0][j] = j;
  for (let i = 1; i < rows; i += 1) {
    for (let j = 1; j < cols; j += 1) {
      const cost = a[i - 1] === b[j - 1] ? 0 : 1;
      d[i][j] = Math.min(d[i - 1][j] + 1, d[i][j - 1] + 1, d[i - 1][j - 1] + cost);
      if (i > 1 && j > 1 && a[i - 1] === b[j - 2] && a[i - 2] === b[j - 1]) d[i][j] = Math.min(d[i][j], d[i - 2][j - 2] + 1);
    }
  }
  return d[a.length][b.length];
}

/**
 * The candidate closest to `word` (case-insensitive), when it is close enough to be a slip: at
 * most a third of the longer word's letters differ (at least one). Ties go to the first candidate.
 */
export function closest(word, candidates, {maxRatio = 1 / 3} = {}) {
  const w = String(word).toLowerCase();
  let best;
  let bestDistance = Infinity;
  for (const candidate of candidates) {
    const c = String(candidate).toLowerCase();
    if (c === w) continue;
    const distance = editDistance(w, c);
    if (distance < bestDistance) {
      best = candidate;
      bestDistance = distance;
    }
  }
  if (best === undefined) return undefined;
  const limit = Math.max(1, Math.floor(Math.max(w.length, String(best).length) * maxRatio));
  return bestDistance <= limit ? best : undefined;
}
