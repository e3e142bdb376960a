// Mermaid's own parser, run in Node. Mermaid needs a DOM only to draw; parsing needs just
// DOMPurify's hook functions, which DOMPurify leaves out when it finds no window. They are
// stubbed here: nothing is sanitized because nothing is rendered (the build draws in Chromium).
let loaded;

async function load() {
  const DOMPurify = (await import('dompurify')).default;
  if (typeof DOMPurify.addHook !== 'function') {
    Object.assign(DOMPurify, {addHook() {}, removeHook() {}, removeHooks() {}, removeAllHooks() {}, sanitize: (text) => String(text)});
  }
  const mermaid = (await import('mermaid')).default;
  mermaid.initialize({startOnLoad: false, securityLevel: 'strict'});
  return mermaid;
}

/**
 * Parses a diagram: null when Mermaid accepts it, else {line, column, message}, the line counted
 * from the diagram's first line (1).
 */
export async function mermaidProblem(source) {
  loaded ??= load();
  const mermaid = await loaded;
  try {
    await mermaid.parse(source);
    return null;
  } catch (error) {
    return describe(error, source);
  }
}

function describe(error, source) {
  const text = String(error?.message ?? error);
  const loc = error?.hash?.loc;
  // Jison parsers (flowchart, sequence, state...) give the token's place; Langium ones a line in the text.
  let line = loc?.first_line ?? Number(/\bline (\d+)\b/i.exec(text)?.[1] ?? 1);
  const lines = source.split('\n');
  line = Math.min(Math.max(line, 1), lines.length);
  const column = loc && loc.first_line === line ? loc.first_column + 1 : undefined;
  const expecting = /Expecting (.*), got (.*)$/m.exec(text);
  let message;
  if (expecting) {
    const options = expecting[1].split(', ');
    const shown = options.length > 6 ? `${options.slice(0, 6).join(', ')} or ${options.length - 6} more` : options.join(', ');
    // Jison names the end of input EOF, or by its token number 1.
    const got = /^'(?:EOF|1)'$/.test(expecting[2].trim()) ? 'the end of the diagram' : expecting[2];
    message = `Mermaid cannot parse it: got ${got} where it expects ${shown}`;
  } else if (/No diagram type detected/.test(text)) {
    line = 1;
    message = `Mermaid cannot parse it: "${lines[0].trim()}" is no diagram type; start with flowchart, sequenceDiagram, stateDiagram-v2 or another Mermaid type`;
  } else {
    message = `Mermaid cannot parse it: ${text.split('\n')[0]}`;
  }
  return {line, column, message};
}
