// A state diagram drawn from data/facts/states.json, so that it can never say other than the data.
// `<StateDiagram of="cluster" />` on a page becomes this diagram at build time (remark.mjs).
import {readFileSync} from 'node:fs';
import {fileURLToPath} from 'node:url';

export const STATES_FILE = fileURLToPath(new URL('../../../data/facts/states.json', import.meta.url));

export function loadStateObjects(file = STATES_FILE) {
  return JSON.parse(readFileSync(file, 'utf8')).objects;
}

/** The problem with `<StateDiagram of={id} />`, or null when it can be drawn. */
export function stateDiagramProblem(objects, id) {
  if (typeof id !== 'string' || !id) return `<StateDiagram> needs of="<object>", one of ${drawable(objects).join(', ')} (data/facts/states.json)`;
  const object = objects.find((o) => o.id === id);
  if (!object) return `<StateDiagram of="${id}">: no object "${id}" in data/facts/states.json; use one of ${drawable(objects).join(', ')}`;
  if (!object.states.length) return `<StateDiagram of="${id}">: a ${object.name} has no states in data/facts/states.json${object.note ? ` (${object.note})` : ''}`;
  return null;
}

const drawable = (objects) => objects.filter((o) => o.states.length).map((o) => `"${o.id}"`);

/**
 * Mermaid source and text alternative for one object. The first state is where the object starts;
 * a move from any state ("*") is a note on its target rather than an arrow from every state.
 */
export function stateDiagram(objects, id) {
  const problem = stateDiagramProblem(objects, id);
  if (problem) throw new Error(problem);
  const object = objects.find((o) => o.id === id);
  const lines = ['stateDiagram-v2', '  direction LR', ...object.states.map((state) => `  ${state}`), `  [*] --> ${object.states[0]}`];
  const fromAny = [];
  for (const [from, to] of object.transitions) {
    if (from === '*') fromAny.push(to);
    else lines.push(`  ${from} --> ${to}`);
  }
  for (const to of fromAny) lines.push(`  note right of ${to}: from any state`);
  const moves = object.transitions.filter(([from]) => from !== '*').map(([from, to]) => `${from} to ${to}`);
  const alt =
    `The states of a ${object.name}, starting in ${object.states[0]}: ${object.states.join(', ')}. ` +
    `It moves from ${moves.join('; ')}` +
    (fromAny.length ? `; and from any state to ${fromAny.join(' or ')}.` : '.');
  return {source: lines.join('\n'), alt};
}
