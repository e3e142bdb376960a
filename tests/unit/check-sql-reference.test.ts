import {test} from 'node:test';
import assert from 'node:assert/strict';
import {tempPages} from '../support/temp-pages';
import check, {commandOfTitle} from '../../scripts/checks/sql-reference.mjs';
import {PRIVILEGES} from '../../src/sql/index.mjs';

type Problem = {rel: string; line: number; message: string};

const page = tempPages('docs/api/sql-command-reference');

const run = (...docs: ReturnType<typeof page>[]): Problem[] => check.run({docs} as never);

const GOOD = `---
title: GRANT ROLE
sidebar_position: 112
description: Give a project role.
---

Gives a project role.

## Syntax

\`\`\`sql template
GRANT ROLE <role> TO <grantee>;
\`\`\`

## Description

What it does.

## Parameters

| name | type | required | default | meaning |
| --- | --- | --- | --- | --- |
| \`<role>\` | role name | yes | | The role. |
| \`<grantee>\` | grantee | yes | | Who gets it. |

## Privileges

You need \`MANAGE GRANTS\` on \`PROJECT\`; \`PROJECT_ADMIN\` has it.

## Usage notes

- Nothing special.

## Examples

### First

\`\`\`sql
GRANT ROLE PROJECT_VIEWER TO GROUP 'analytics';
\`\`\`

\`\`\`text
+--------+
| status |
+--------+
\`\`\`

### Second

\`\`\`sql
GRANT ROLE PROJECT_ADMIN TO USER 'ravi@example.com';
\`\`\`

\`\`\`text
+--------+
| status |
+--------+
\`\`\`

## Related commands

- REVOKE ROLE.
`;

test('titles name commands', () => {
  assert.equal(commandOfTitle('GRANT privilege'), 'GRANT');
  assert.equal(commandOfTitle('GRANT <privilege>'), 'GRANT');
  assert.equal(commandOfTitle('ALTER SERVICES_CLUSTER IN TABLE'), 'ALTER SERVICES_CLUSTER IN TABLE');
});

test('a page that follows the grammar passes', () => {
  assert.deepEqual(run(page('grant-role', GOOD)), []);
});

test('a title that names no command fails', () => {
  const problems = run(page('grant-roles', GOOD.replace('title: GRANT ROLE', 'title: GRANT ROLES')));
  assert.equal(problems.length, 1);
  assert.match(problems[0].message, /names no command/);
  assert.equal(problems[0].line, 2);
  assert.equal(problems[0].rel, 'docs/api/sql-command-reference/grant-roles.mdx');
});

test('a parameter the grammar does not accept, and a missing one, fail with their lines', () => {
  const text = GOOD.replace('| `<grantee>` | grantee | yes | | Who gets it. |', '| `WITH ADMIN OPTION` | keyword | no | | Invented. |');
  const problems = run(page('grant-role', text));
  const invented = problems.find((p) => p.message.includes('WITH ADMIN OPTION'));
  assert.ok(invented, JSON.stringify(problems));
  assert.equal(invented.line, text.split('\n').findIndex((l) => l.includes('WITH ADMIN OPTION')) + 1);
  const missing = problems.find((p) => p.message.includes('no row for `<grantee>`'));
  assert.ok(missing, JSON.stringify(problems));
  assert.equal(missing.line, text.split('\n').findIndex((l) => l.startsWith('| name |')) + 1);
});

test('properties after SET may live in another table when the template writes <property>', () => {
  const alter = (template: string) => `---
title: ALTER SERVICES_CLUSTER IN TABLE
---

Moves services.

## Syntax

\`\`\`sql template
${template}
\`\`\`

## Description

### Properties

| property | meaning |
| --- | --- |
| \`CLUSTER\` | the new cluster |

## Parameters

| name | type | required | default | meaning |
| --- | --- | --- | --- | --- |
| \`<lake>.<database>.<table>\` | table | yes | | The table. |
| \`SET\` | keyword | yes | | Starts the change. |

## Privileges

\`MODIFY\` on the table.

## Usage notes

None.

## Examples

\`\`\`sql
ALTER SERVICES_CLUSTER IN TABLE sales.raw.orders SET CLUSTER = services_orders;
\`\`\`

\`\`\`text
ok
\`\`\`

\`\`\`sql
ALTER SERVICES_CLUSTER IN TABLE sales.raw.orders SET CLUSTER = services_default;
\`\`\`

\`\`\`text
ok
\`\`\`

## Related commands

None.
`;
  const generic = run(page('alter-services_cluster-in-table', alter('ALTER SERVICES_CLUSTER IN TABLE <lake>.<database>.<table> SET <property> = <value>;')));
  assert.deepEqual(generic, []);
  const explicit = run(page('alter-services_cluster-in-table', alter('ALTER SERVICES_CLUSTER IN TABLE <lake>.<database>.<table> SET CLUSTER = <name>;')));
  assert.equal(explicit.length, 1);
  assert.match(explicit[0].message, /no row for `CLUSTER`/);
});

test('a privilege that does not exist fails', () => {
  const text = GOOD.replace('You need `MANAGE GRANTS` on `PROJECT`', 'You need `MANAGE ROLES` on `PROJECT`, or grant `ADMIN`');
  const problems = run(page('grant-role', text));
  assert.deepEqual(problems.map((p) => p.message.split(';')[0]), ['`MANAGE ROLES` is not a privilege', '`ADMIN` is not a privilege']);
  assert.equal(problems[0].line, text.split('\n').findIndex((l) => l.includes('MANAGE ROLES')) + 1);
});

test('privileges are checked against the list on the grant-privilege page, which must equal the grammar', () => {
  const table = (names: string[]) => `---
title: GRANT privilege
---

## Syntax

\`\`\`sql template
GRANT <privilege> ON <object> TO <grantee>;
\`\`\`

## Description

| privilege | granted on | allows |
| --- | --- | --- |
${names.map((n) => `| \`${n}\` | somewhere | something |`).join('\n')}

## Parameters

| name | type | required | default | meaning |
| --- | --- | --- | --- | --- |
| \`<privilege>\` | privilege | yes | | a |
| \`<object>\` | object | yes | | b |
| \`<grantee>\` | grantee | yes | | c |

## Privileges

\`MANAGE GRANTS\` on \`PROJECT\`.

## Usage notes

None.

## Examples

\`\`\`sql
GRANT USAGE ON CLUSTER bi_sql TO GROUP 'analytics';
\`\`\`

\`\`\`text
ok
\`\`\`

\`\`\`sql
GRANT SELECT ON DATABASE sales.curated TO GROUP 'analytics';
\`\`\`

\`\`\`text
ok
\`\`\`

## Related commands

None.
`;
  assert.deepEqual(run(page('grant-privilege', table([...PRIVILEGES])), page('grant-role', GOOD)), []);
  const short = run(page('grant-privilege', table(PRIVILEGES.filter((p: string) => p !== 'MANAGE GRANTS').concat(['DROP']))), page('grant-role', GOOD));
  const messages = short.map((p) => `${p.rel.split('/').pop()}: ${p.message.split(';')[0]}`);
  assert.ok(messages.includes('grant-privilege.mdx: `DROP` is not a privilege of the grammar (src/sql/lakestone.peggy)'), messages.join('\n'));
  assert.ok(messages.includes('grant-privilege.mdx: the privilege table has no row for `MANAGE GRANTS`, a privilege of the grammar'), messages.join('\n'));
  // The other pages are checked against the page's list: MANAGE GRANTS is now unknown.
  assert.ok(messages.includes('grant-role.mdx: `MANAGE GRANTS` is not a privilege'), messages.join('\n'));
});

test('sections must all be there, in order', () => {
  const swapped = GOOD.replace('## Privileges', '## Privileges placeholder').replace('## Usage notes', '## Privileges').replace('## Privileges placeholder', '## Usage notes');
  const problems = run(page('grant-role', swapped));
  assert.ok(problems.some((p) => /"## Privileges" must come after "## Usage notes"|"## Usage notes" must come after/.test(p.message)), JSON.stringify(problems));
  const missing = run(page('grant-role', GOOD.replace('## Related commands', '## See also')));
  assert.deepEqual(missing.map((p) => p.message), ['missing the section "## Related commands"']);
});

test('examples need two statements, each followed by its result', () => {
  const text = GOOD.replace('```text\n+--------+\n| status |\n+--------+\n```\n\n### Second', '### Second');
  const problems = run(page('grant-role', text));
  assert.equal(problems.length, 1);
  assert.match(problems[0].message, /followed by what it returns/);
  assert.equal(problems[0].line, text.split('\n').findIndex((l) => l.startsWith('GRANT ROLE PROJECT_VIEWER')));
  const one = GOOD.slice(0, GOOD.indexOf('### Second')) + '## Related commands\n\n- REVOKE ROLE.\n';
  assert.match(run(page('grant-role', one)).map((p) => p.message).join('\n'), /at least two ```sql statements/);
});

test('grant-privilege.mdx may render the privilege table from data/facts/roles.json', () => {
  const text = GOOD.replace('title: GRANT ROLE', 'title: GRANT privilege')
    .replace('GRANT ROLE <role> TO <grantee>;', 'GRANT <privilege> ON <object> TO <grantee>;')
    .replace('Gives a project role.', "Gives privileges.\n\nimport {PrivilegeTable} from '@site/src/components/Facts';\n\n<PrivilegeTable />")
    .replace("| `<role>` | role name | yes | | The role. |", '| `<privilege>` | privilege | yes | | The privilege. |\n| `<object>` | object | yes | | The object. |')
    .replace("GRANT ROLE PROJECT_VIEWER TO GROUP 'analytics';", "GRANT USAGE ON CLUSTER bi_sql TO GROUP 'analytics';")
    .replace("GRANT ROLE PROJECT_ADMIN TO USER 'ravi@example.com';", "GRANT SELECT ON DATABASE sales.curated TO GROUP 'analytics';");
  // The rendered list holds MANAGE GRANTS, so grant-role.mdx may name it.
  assert.deepEqual(run(page('grant-privilege', text), page('grant-role', GOOD)), []);
});
