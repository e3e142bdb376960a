import React from 'react';
import Link from '@docusaurus/Link';
import errorCodes from '@site/data/facts/error-codes.json';
import limits from '@site/data/facts/limits.json';
import roles from '@site/data/facts/roles.json';

// Tables of the facts in data/facts/, so that each list is written once and every page that
// lists it renders the same rows. Text fields of the data may hold `code` spans and Markdown
// links to absolute routes ([SHOW GRANTS](/api/sql-command-reference/show-grants)); nothing else.

const INLINE = /`([^`]+)`|\[([^\]]+)\]\((\/[^)\s]*)\)/g;

/** A data text with its `code` spans and [links](/route) rendered. */
export function Inline({text}: {text: string}): React.JSX.Element {
  const parts: React.ReactNode[] = [];
  let last = 0;
  for (const match of text.matchAll(INLINE)) {
    const index = match.index ?? 0;
    if (index > last) parts.push(text.slice(last, index));
    if (match[1] !== undefined) parts.push(<code key={index}>{match[1]}</code>);
    else parts.push(<Link key={index} to={match[3]}>{match[2]}</Link>);
    last = index + match[0].length;
  }
  if (last < text.length) parts.push(text.slice(last));
  return <>{parts}</>;
}

type Column = {title: string; code?: boolean};

/** A table as Markdown tables render: a named region that scrolls sideways, header cells on top. */
function FactTable({label, columns, rows}: {label: string; columns: Column[]; rows: string[][]}): React.JSX.Element {
  return (
    <div className="table-scroll" tabIndex={0} role="region" aria-label={`${label}, scrolls sideways`}>
      <table>
        <thead>
          <tr>
            {columns.map((column) => (
              <th key={column.title} scope="col">
                {column.code ? <code>{column.title}</code> : column.title}
              </th>
            ))}
          </tr>
        </thead>
        <tbody>
          {rows.map((row) => (
            <tr key={row[0]}>
              {row.map((cell, i) => (
                <td key={columns[i].title}>
                  <Inline text={cell} />
                </td>
              ))}
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}

const code = (name: string) => `\`${name}\``;

/** Every error code (data/facts/error-codes.json): code, name, HTTP status, meaning, what to do. */
export function ErrorCodeTable(): React.JSX.Element {
  return (
    <FactTable
      label="Error codes"
      columns={[{title: 'error.code', code: true}, {title: 'error.name', code: true}, {title: 'HTTP status'}, {title: 'meaning'}, {title: 'what to do'}]}
      rows={errorCodes.codes.map((e) => [code(e.code), code(e.name), e.statusText, e.meaning, e.action])}
    />
  );
}

/** The limits of one group (data/facts/limits.json): "project" quotas or the "sql-command-api" limits. */
export function LimitTable({group}: {group: 'project' | 'sql-command-api'}): React.JSX.Element {
  const rows = limits.limits.filter((limit) => limit.group === group);
  if (group === 'project') {
    return <FactTable label="Project limits" columns={[{title: 'limit'}, {title: 'default'}]} rows={rows.map((l) => [l.limit, l.valueText])} />;
  }
  return (
    <FactTable
      label="SQL Command API limits"
      columns={[{title: 'limit'}, {title: 'value'}, {title: 'when exceeded'}]}
      rows={rows.map((l) => [l.limit, l.valueText, l.exceeded ?? 'none'])}
    />
  );
}

/**
 * The roles (data/facts/roles.json). `scope="project"` lists the project roles, in short or, with
 * `detail`, with what each contains and whom it fits; `scope="organization"` the organization roles.
 */
export function RoleTable({scope, detail = false}: {scope: 'project' | 'organization'; detail?: boolean}): React.JSX.Element {
  if (scope === 'organization') {
    return <FactTable label="Organization roles" columns={[{title: 'role'}, {title: 'can'}]} rows={roles.organizationRoles.map((r) => [code(r.name), r.summary])} />;
  }
  if (detail) {
    return (
      <FactTable
        label="Project roles"
        columns={[{title: 'role'}, {title: 'contains'}, {title: 'fits'}]}
        rows={roles.projectRoles.map((r) => [code(r.name), r.contains, r.fits])}
      />
    );
  }
  return <FactTable label="Project roles" columns={[{title: 'role'}, {title: 'in short'}]} rows={roles.projectRoles.map((r) => [code(r.name), r.summary])} />;
}

/** Every privilege (data/facts/roles.json): the objects it is granted on and what it allows. */
export function PrivilegeTable(): React.JSX.Element {
  return (
    <FactTable
      label="Privileges"
      columns={[{title: 'privilege'}, {title: 'granted on'}, {title: 'allows'}]}
      rows={roles.privileges.map((p) => [code(p.name), p.on.map((o) => (o === 'any object' ? o : code(o))).join(', '), p.allows])}
    />
  );
}
