import React from 'react';
import Link from '@docusaurus/Link';
import data from '@site/data/facts/engine-compatibility.json';
import {Inline} from '@site/src/components/Facts';

// The engine compatibility matrix, rendered from data/facts/engine-compatibility.json so that
// the page, the integration pages' links and the unit test read one list. The page writes one
// heading per engine ({#<engine id>}); the matrix's row headers link to those headings, and each
// heading is followed by <EngineCompatibilityDetail engine="<id>" /> with the sources.

type Value = 'yes' | 'no' | 'unknown';
type Cell = {read: Value; write: Value; since?: string; note?: string; source?: string};
type Source = {title: string; url: string};
type Engine = {
  id: string;
  name: string;
  pages: string[];
  sources: Record<string, Source>;
  cells: Record<string, Cell>;
};
type Capability = {id: string; label: string; meaning: string};

const engines = data.engines as unknown as Engine[];
const capabilities: Capability[] = data.capabilities;

function engineById(id: string): Engine {
  const engine = engines.find((e) => e.id === id);
  if (!engine) throw new Error(`engine-compatibility.json has no engine "${id}"`);
  return engine;
}

/** "yes", "no" or "unknown", as a word a screen reader says and a sighted reader scans. */
function Mark({value}: {value: Value}): React.JSX.Element {
  return <span className={`compat compat--${value}`}>{value}</span>;
}

/** One engine's cell for one capability: read, then write. */
function Pair({cell}: {cell: Cell}): React.JSX.Element {
  return (
    <>
      read <Mark value={cell.read} />, write <Mark value={cell.write} />
      {cell.since ? <> ({cell.since})</> : null}
    </>
  );
}

/** The whole matrix: one row per engine, one column per write mode or table property. */
export function EngineCompatibilityMatrix(): React.JSX.Element {
  return (
    <div className="table-scroll" tabIndex={0} role="region" aria-label="Engine compatibility matrix, scrolls sideways">
      <table>
        <thead>
          <tr>
            <th scope="col">engine</th>
            {capabilities.map((c) => (
              <th key={c.id} scope="col">{c.label}</th>
            ))}
          </tr>
        </thead>
        <tbody>
          {engines.map((engine) => (
            <tr key={engine.id}>
              <th scope="row">
                <Link to={`#${engine.id}`}>{engine.name}</Link>
              </th>
              {capabilities.map((c) => (
                <td key={c.id}>
                  <Pair cell={engine.cells[c.id]} />
                </td>
              ))}
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}

/** What each column means. */
export function EngineCompatibilityColumns(): React.JSX.Element {
  return (
    <ul>
      {capabilities.map((c) => (
        <li key={c.id}>
          <strong>{c.label}</strong>: <Inline text={c.meaning} />
        </li>
      ))}
    </ul>
  );
}

/** One engine's row in detail: each capability with its version, note and vendor source. */
export function EngineCompatibilityDetail({engine: id}: {engine: string}): React.JSX.Element {
  const engine = engineById(id);
  return (
    <div className="table-scroll" tabIndex={0} role="region" aria-label={`${engine.name} compatibility, scrolls sideways`}>
      <table>
        <thead>
          <tr>
            <th scope="col">write mode or property</th>
            <th scope="col">read</th>
            <th scope="col">write</th>
            <th scope="col">from version</th>
            <th scope="col">source and notes</th>
          </tr>
        </thead>
        <tbody>
          {capabilities.map((c) => {
            const cell = engine.cells[c.id];
            const source = cell.source ? engine.sources[cell.source] : undefined;
            return (
              <tr key={c.id}>
                <th scope="row">{c.label}</th>
                <td><Mark value={cell.read} /></td>
                <td><Mark value={cell.write} /></td>
                <td>{cell.since ?? ''}</td>
                <td>
                  {source ? <a href={source.url}>{source.title}</a> : 'no vendor source found'}
                  {cell.note ? <>. <Inline text={cell.note} /></> : null}
                </td>
              </tr>
            );
          })}
        </tbody>
      </table>
    </div>
  );
}

/** The date the sources were last read. */
export function EngineCompatibilityChecked(): React.JSX.Element {
  return <>{data.checked}</>;
}
