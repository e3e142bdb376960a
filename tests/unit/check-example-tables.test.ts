import {test} from 'node:test';
import assert from 'node:assert/strict';
import {readFileSync} from 'node:fs';
import path from 'node:path';
import {tempPages} from '../support/temp-pages';
import {loadSite, PRODUCT_MODEL, ROOT} from '../../scripts/lib/content.mjs';
import check, {loadTables, tablesFrom, checkGuide, closest, EXAMPLE_FILE} from '../../scripts/checks/example-tables.mjs';

type Problem = {rel: string; line: number; message: string};

const page = tempPages('docs/product/example');
const tables = loadTables();
const ORDER_COLUMNS = 'order_id, customer_id, product_id, status, region, currency, amount_cents, order_ts, order_date, updated_at, _ingested_at, _source_ts';

const run = (text: string): Problem[] => check.run({all: [page('example', text)], exampleTables: tables} as never);
const page1 = (body: string) => `---\ntitle: Example\n---\n\n${body}\n`;
const lineOf = (text: string, needle: string) => text.split('\n').findIndex((l) => l.includes(needle)) + 1;
const short = (problems: Problem[]) => problems.map((p) => [p.line, p.message.split(';')[0]]);

test('a wrong column fails with the file, the line, the column, the table, the closest column, the columns and the data file', () => {
  const text = page1('```sql dialect=spark\nSELECT region,\n       sum(amount) AS revenue\nFROM sales.raw.orders\nGROUP BY region;\n```');
  const problems = run(text);
  assert.equal(problems.length, 1, JSON.stringify(problems));
  assert.equal(problems[0].rel, 'docs/product/example/example.mdx');
  assert.equal(problems[0].line, lineOf(text, 'sum(amount)'));
  assert.equal(problems[0].message, `\`amount\` is not a column of \`sales.raw.orders\`; did you mean \`amount_cents\`? its columns are ${ORDER_COLUMNS} (${EXAMPLE_FILE})`);
});

test('the schema\'s columns pass, in every way pages use them', () => {
  const text = page1(`\`\`\`sql dialect=spark
WITH daily AS (
  SELECT order_date, sum(amount_cents) / 100 AS revenue
  FROM sales.raw.orders TIMESTAMP AS OF '2025-06-09 06:00:00'
  WHERE status <> 'cancelled' AND order_date >= DATE'2025-05-01'
  GROUP BY order_date
)
SELECT order_date, revenue, avg(revenue) OVER (ORDER BY order_date ROWS BETWEEN 6 PRECEDING AND CURRENT ROW) AS avg_7d
FROM daily;
\`\`\`

\`\`\`sql dialect=spark
SELECT c.country, sum(o.amount_cents) / 100 AS revenue
FROM sales.raw.orders AS o
JOIN sales.curated.customers AS c ON o.customer_id = c.customer_id
WHERE o.status IN ('placed', 'shipped')
GROUP BY c.country;
\`\`\`

\`\`\`sql dialect=athena
SELECT region, sum(amount_cents) / 100.0 AS revenue FROM "sales_raw"."orders" WHERE order_ts >= current_timestamp - interval '7' day GROUP BY region;
\`\`\`

\`\`\`sql
CREATE STREAM CAPTURE orders_capture SOURCE = orders_kafka TABLE = sales.raw.orders WRITE_MODE = 'UPSERT'
  CLUSTER = ingest_main RECORD_KEY_FIELDS = ('order_id') ORDERING_FIELD = 'updated_at' PARTITION_FIELDS = ('order_date')
  OPTIONS ('kafka.topic' = 'orders');
ALTER SERVICE CLUSTERING IN TABLE sales.raw.orders SET OPTIONS ('clustering.keys' = 'customer_id,product_id');
GRANT SELECT ON TABLE sales.raw.orders TO GROUP 'analytics';
\`\`\`

\`\`\`python
orders = spark.table("sales.raw.orders").where(F.col("status") == "shipped")
daily = orders.groupBy("order_date", "region").agg(F.sum("amount_cents").alias("revenue_cents"))
daily.where(F.col("revenue_cents") > 0).show()
spark.sql("SELECT count(*) FROM sales.raw.orders.snapshots")
\`\`\`

\`\`\`sql dialect=spark
ALTER TABLE sales.raw.orders ADD COLUMNS (amount_decimal decimal(12,2));
SELECT count(*) FROM sales.raw.orders_by_day WHERE anything = 1;
\`\`\``);
  assert.deepEqual(run(text), []);
});

test('a column qualified by an alias, after a join, is checked against its own table', () => {
  const text = page1('```sql dialect=spark\nSELECT c.segment, o.total\nFROM sales.raw.orders AS o\nJOIN sales.curated.customers AS c ON o.customer_id = c.customer_id;\n```');
  assert.deepEqual(short(run(text)), [
    [lineOf(text, 'c.segment'), '`segment` is not a column of `sales.curated.customers`'],
    [lineOf(text, 'c.segment'), '`total` is not a column of `sales.raw.orders`'],
  ]);
});

test('a status the schema does not have fails, in SQL and in DataFrame code', () => {
  const sql = run(page1("```sql dialect=spark\nSELECT count(*) FROM sales.raw.orders WHERE status = 'CANCELLED';\n```"));
  assert.deepEqual(sql.map((p) => p.message), [`'CANCELLED' is not a value of \`status\` in \`sales.raw.orders\`; its values are placed, shipped, cancelled (${EXAMPLE_FILE})`]);
  const python = run(page1('```python\norders = spark.table("sales.raw.orders")\norders.where(F.col("status") == "SHIPPED").count()\n```'));
  assert.match(python[0]?.message ?? '', /^'SHIPPED' is not a value of `status`/);
});

test('the fields of a stream capture and clustering keys are columns of the table', () => {
  const text = page1("```sql\nCREATE STREAM CAPTURE orders_capture SOURCE = orders_kafka TABLE = sales.raw.orders WRITE_MODE = 'UPSERT' CLUSTER = ingest_main\n  RECORD_KEY_FIELDS = ('order_id')\n  ORDERING_FIELD = 'updated_ts';\nALTER SERVICE CLUSTERING IN TABLE sales.raw.orders SET OPTIONS ('clustering.keys' = 'customer_id,sku');\n```");
  assert.deepEqual(short(run(text)), [
    [lineOf(text, 'updated_ts'), '`updated_ts` is not a column of `sales.raw.orders`'],
    [lineOf(text, "'customer_id,sku'"), '`sku` is not a column of `sales.raw.orders`'],
  ]);
  assert.match(run(text)[0].message, /did you mean `updated_at`\?/);
});

test('DataFrame code and SQL in strings of other languages are checked; names the code creates are not columns', () => {
  const text = page1('```python\norders = spark.table("sales.raw.orders")\ndaily = orders.groupBy("order_date", "order_status").agg(F.sum("amount").alias("revenue"))\ndaily.where(F.col("revenue") > 0).show()\n```\n\n```java\nResultSet rs = stmt.executeQuery("SELECT created_at, count(*) FROM sales_raw.orders GROUP BY created_at");\n```');
  assert.deepEqual(short(run(text)), [
    [lineOf(text, 'order_status'), '`amount` is not a column of `sales.raw.orders`'],
    [lineOf(text, 'order_status'), '`order_status` is not a column of `sales.raw.orders`'],
    [lineOf(text, 'executeQuery'), '`created_at` is not a column of `sales.raw.orders`'],
  ]);
});

test('bare names are left alone where the table is joined with another source', () => {
  assert.deepEqual(run(page1('```sql dialect=spark\nSELECT country, anything\nFROM sales.raw.orders AS o\nJOIN sales.curated.customers AS c ON o.customer_id = c.customer_id;\n```')), []);
  assert.deepEqual(run(page1('```sql dialect=spark\nSELECT segment FROM sales.raw.orders AS o\nJOIN (SELECT customer_id, segment FROM crm.segments) AS s ON o.customer_id = s.customer_id;\n```')), []);
  assert.deepEqual(run(page1('```sql dialect=spark\nSELECT d.revenue FROM (SELECT order_date, sum(amount_cents) AS revenue FROM sales.raw.orders GROUP BY order_date) AS d;\n```')), []);
});

test('without an alias, the table\'s short name qualifies its columns', () => {
  const text = page1('```sql dialect=spark\nSELECT orders.total FROM sales.raw.orders;\n```');
  assert.deepEqual(short(run(text)), [[lineOf(text, 'orders.total'), '`total` is not a column of `sales.raw.orders`']]);
});

test('every wrong use on a deliberately wrong page is reported once', () => {
  const text = page1(`\`\`\`sql dialect=trino
SELECT region, sum(amount) AS revenue
FROM lakestone.raw.orders
WHERE order_status <> 'CANCELLED'
GROUP BY region;
\`\`\`

\`\`\`sql dialect=athena
SELECT "order_total" FROM "sales_raw"."customers" WHERE "email" IS NOT NULL;
\`\`\``);
  assert.deepEqual(short(run(text)), [
    [lineOf(text, 'sum(amount)'), '`amount` is not a column of `sales.raw.orders`'],
    [lineOf(text, 'order_status'), '`order_status` is not a column of `sales.raw.orders`'],
    [lineOf(text, 'order_total'), '`order_total` is not a column of `sales.raw.customers`'],
  ]);
});

test('a table that takes its columns from another has the same columns', () => {
  const own = tablesFrom({tables: {'sales.raw.orders': {columns: [{name: 'order_id'}]}, 'sales.curated.orders': {columnsOf: 'sales.raw.orders'}}});
  assert.deepEqual(own.map((t) => [t.name, [...t.columns.keys()]]), [['sales.raw.orders', ['order_id']], ['sales.curated.orders', ['order_id']]]);
});

test('closest suggests a column that contains the word or is a few edits away, and nothing far off', () => {
  const names = ['order_id', 'status', 'amount_cents', 'updated_at'];
  assert.equal(closest('amount', names), 'amount_cents');
  assert.equal(closest('order_status', names), 'status');
  assert.equal(closest('updated_ts', names), 'updated_at');
  assert.equal(closest('segment', names), undefined);
});

test('the product model lists the data file\'s tables with their columns', () => {
  const text = readFileSync(path.join(ROOT, PRODUCT_MODEL), 'utf8');
  assert.deepEqual(checkGuide(text, tables), []);
  const wrong = text.replace('`amount_cents`, `order_ts`', '`amount`, `order_ts`');
  assert.notEqual(wrong, text);
  const problems = checkGuide(wrong, tables);
  assert.equal(problems.length, 1, JSON.stringify(problems));
  assert.equal(problems[0].line, lineOf(wrong, '`amount`, `order_ts`'));
  assert.equal(problems[0].message, `the columns of \`sales.raw.orders\` differ from ${EXAMPLE_FILE}: the row lacks amount_cents and has amount, which the data file does not`);
});

test('each example table that sums money keeps one currency per row: its key has currency, or customer_id (one customer pays in one currency)', () => {
  const data = JSON.parse(readFileSync(path.join(ROOT, EXAMPLE_FILE), 'utf8'));
  const sums = Object.entries(data.tables as Record<string, {primaryKey?: string[]; columns?: {name: string}[]}>)
    .filter(([, t]) => t.columns?.some((c) => c.name === 'revenue_cents'));
  assert.ok(sums.some(([name]) => name === 'sales.curated.daily_revenue'));
  const mixed = sums.filter(([, t]) => !t.primaryKey?.includes('currency') && !t.primaryKey?.includes('customer_id')).map(([name]) => name);
  assert.deepEqual(mixed, []);
});

test('the real site passes', () => {
  const site = loadSite();
  assert.ok(site.all.some((p) => p.text.includes('sales.raw.orders')));
  assert.deepEqual(check.run(site as never), []);
});

test('a check of given pages reads the product model only when it is one of them', () => {
  const wrong = readFileSync(path.join(ROOT, PRODUCT_MODEL), 'utf8').replace('`amount_cents`, `order_ts`', '`amount`, `order_ts`');
  const site = {all: [], exampleTables: tables, exampleGuide: wrong};
  const onGuide = (problems: Problem[]) => problems.filter((p) => p.rel === PRODUCT_MODEL);
  assert.ok(onGuide(check.run(site as never, undefined, {only: new Set([PRODUCT_MODEL])})).length > 0, 'the product model, when given, is checked');
  assert.ok(onGuide(check.run(site as never)).length > 0, 'the whole-site check reads it');
  assert.deepEqual(onGuide(check.run(site as never, undefined, {only: new Set(['docs/product/compute/clusters.mdx'])})), []);
});
