import {test} from 'node:test';
import assert from 'node:assert/strict';
import {readFileSync} from 'node:fs';
import path from 'node:path';
import {tempPages} from '../support/temp-pages';
import {loadSite, PRODUCT_MODEL, ROOT} from '../../scripts/lib/content.mjs';
import check, {loadObjects, objectsFrom, checkGuide, EXAMPLE_FILE} from '../../scripts/checks/example-objects.mjs';

type Problem = {rel: string; line: number; column?: number; message: string};

const page = tempPages('docs/product/example');
const objects = loadObjects();

const run = (text: string): Problem[] => check.run({all: [page('example', text)], exampleObjects: objects} as never);
const page1 = (body: string) => `---\ntitle: Example\n---\n\n${body}\n`;
const lineOf = (text: string, needle: string) => text.split('\n').findIndex((l) => l.includes(needle)) + 1;

const ORDERS_CAPTURE = `CREATE STREAM CAPTURE orders_capture
  SOURCE = orders_kafka
  TABLE = sales.raw.orders
  WRITE_MODE = 'UPSERT'
  CLUSTER = ingest_main
  RECORD_KEY_FIELDS = ('order_id')
  ORDERING_FIELD = 'updated_at'
  PARTITION_FIELDS = ('order_date')
  TRANSFORMATIONS = (drop_test_orders, order_date_from_ts, add_ingested_at, add_source_ts)
  VALIDATIONS = (order_id_present, amount_positive)
  OPTIONS ('kafka.topic' = 'orders', 'start.position' = 'EARLIEST')
  COMMENT = 'Any comment';`;

const ORDERS_ROLLUP = "CREATE JOB orders_rollup TYPE = 'PYTHON' CLUSTER = etl_spark ENTRY_POINT = 's3://northwind-lakestone-sales/jobs/orders_rollup/main.py' ARGUMENTS = ('source=sales.raw.orders', 'target=sales.curated.daily_revenue') PY_FILES = ('s3://northwind-lakestone-sales/jobs/orders_rollup/libs.zip') SCHEDULE = '0 2 * * *' MAX_RETRIES = 2 TIMEOUT_MINS = 120;";

test('a flow created with another topic fails with the file, the line, the object, the property, both values and the data file', () => {
  const text = page1(`\`\`\`sql\n${ORDERS_CAPTURE.replace("'kafka.topic' = 'orders'", "'kafka.topic' = 'shop.orders'")}\n\`\`\``);
  const problems = run(text);
  assert.equal(problems.length, 1, JSON.stringify(problems));
  assert.equal(problems[0].rel, 'docs/product/example/example.mdx');
  assert.equal(problems[0].line, lineOf(text, "'kafka.topic'"));
  assert.equal(problems[0].message, `\`orders_capture\` (flow): \`option.kafka.topic\` is shop.orders; the running example's value is orders (${EXAMPLE_FILE})`);
});

test('the data\'s definitions pass, with a comment, the defaults left out, and a secret the data does not hold', () => {
  const text = page1(`\`\`\`sql\n${ORDERS_CAPTURE}\n\`\`\`

\`\`\`sql
${ORDERS_ROLLUP}
CREATE SOURCE orders_db
  TYPE = 'POSTGRES_CDC'
  OPTIONS (
    'db.host' = 'orders.cluster-c9akciq32.us-east-1.rds.amazonaws.com',
    'db.name' = 'shop',
    'db.user' = 'lakestone_cdc',
    'db.password' = SECRET 'arn:aws:secretsmanager:us-east-1:111122223333:secret:lakestone/orders-db-password-Q2w8Rt',
    'postgres.publication' = 'lakestone_pub'
  );
CREATE STREAM CAPTURE customers_cdc SOURCE = orders_db TABLE = sales.raw.customers WRITE_MODE = 'MUTABLE'
  CLUSTER = ingest_main OPTIONS ('cdc.table' = 'public.customers');
CREATE VALIDATION amount_positive TYPE = 'EXPRESSION'
  OPTIONS ('check.expression' = 'amount_cents > 0 AND currency IN (''EUR'', ''USD'', ''GBP'', ''CHF'')');
\`\`\``);
  assert.deepEqual(run(text), []);
});

test('a job created with another schedule fails', () => {
  const text = page1(`\`\`\`sql\n${ORDERS_ROLLUP.replace("'0 2 * * *'", "'30 1 * * *'")}\n\`\`\``);
  assert.deepEqual(run(text).map((p) => p.message), [
    `\`orders_rollup\` (job): \`schedule\` is 30 1 * * *; the running example's value is 0 2 * * * (${EXAMPLE_FILE})`,
  ]);
});

test('a transformation created from another source field fails, and so does a property the statement leaves out', () => {
  const text = page1("```sql\nCREATE TRANSFORMATION order_date_from_ts\n  TYPE = 'DERIVED_DATE'\n  OPTIONS (\n    'date.source.field' = 'created_ms',\n    'date.input.format' = 'ISO8601',\n    'date.target.field' = 'order_date'\n  );\n```");
  const problems = run(text);
  assert.deepEqual(problems.map((p) => [p.line, p.message]), [
    [lineOf(text, "'date.source.field'"), `\`order_date_from_ts\` (transformation): \`option.date.source.field\` is created_ms; the running example's value is order_ts (${EXAMPLE_FILE})`],
    [lineOf(text, 'CREATE TRANSFORMATION'), `\`order_date_from_ts\` (transformation): \`option.date.timezone\` is not stated by this CREATE TRANSFORMATION; the running example's value is UTC (${EXAMPLE_FILE})`],
  ]);
});

test('a list in another order, and an option the data does not set, fail on CREATE', () => {
  const text = page1(`\`\`\`sql\n${ORDERS_CAPTURE.replace('(order_id_present, amount_positive)', '(amount_positive, order_id_present)')}\nCREATE SOURCE orders_db TYPE = 'POSTGRES_CDC' OPTIONS ('db.host' = 'orders.cluster-c9akciq32.us-east-1.rds.amazonaws.com', 'db.port' = '5432', 'db.name' = 'shop', 'db.user' = 'lakestone_cdc', 'postgres.publication' = 'lakestone_pub');\n\`\`\``);
  assert.deepEqual(run(text).map((p) => p.message), [
    `\`orders_capture\` (flow): \`validations\` is (amount_positive, order_id_present); the running example's value is (order_id_present, amount_positive) (${EXAMPLE_FILE})`,
    `\`orders_db\` (source): \`option.db.port\` is 5432; the running example does not set it (${EXAMPLE_FILE})`,
  ]);
});

test('ALTER ... SET may change what alterable lists, and nothing else', () => {
  const text = page1(`\`\`\`sql
ALTER STREAM CAPTURE orders_capture SET SYNC_FREQUENCY_MINS = 30;
ALTER STREAM CAPTURE orders_capture SET FORMATS = ('ICEBERG', 'DELTA');
ALTER STREAM CAPTURE orders_capture PAUSE;
ALTER JOB orders_rollup SET SCHEDULE = 'NONE' MAX_RETRIES = 0;
ALTER SOURCE orders_db SET OPTIONS ('db.password' = SECRET 'arn:aws:secretsmanager:us-east-1:111122223333:secret:prod/rds/orders/lakestone-cdc-Lp0sD3');
ALTER STREAM CAPTURE orders_capture SET TRANSFORMATIONS = ();
ALTER JOB orders_rollup SET ENTRY_POINT = 's3://northwind-lakestone-sales/jobs/rollup-v2/main.py';
ALTER STREAM CAPTURE returns_capture SET TRANSFORMATIONS = ();
\`\`\``);
  assert.deepEqual(run(text).map((p) => [p.line, p.message.split(';')[0]]), [
    [lineOf(text, 'SET TRANSFORMATIONS = ();'), '`orders_capture` (flow): `transformations` is ()'],
    [lineOf(text, 'rollup-v2'), '`orders_rollup` (job): `entry_point` is s3://northwind-lakestone-sales/jobs/rollup-v2/main.py'],
  ]);
});

test('a DESCRIBE result contradicting the data fails on the row; a run may show an earlier state', () => {
  const text = page1(`\`\`\`text
+----------------+-------------------------------------------------------------------+
| property       | value                                                             |
+----------------+-------------------------------------------------------------------+
| name           | orders_rollup                                                     |
| type           | PYTHON                                                            |
| cluster        | etl_spark                                                         |
| arguments      | ('source=sales.raw.orders', 'target=sales.curated.daily_revenue') |
| schedule       | 30 1 * * *                                                        |
| max_retries    | 2                                                                 |
| last_run_id    | run_8f2k1                                                         |
+----------------+-------------------------------------------------------------------+
\`\`\`

\`\`\`text
+---------------+-----------+
| property      | value     |
+---------------+-----------+
| run_id        | run_8f2k1 |
| job           | orders_rollup |
| state         | RUNNING   |
| trigger       | SCHEDULE  |
+---------------+-----------+
\`\`\``);
  assert.deepEqual(run(text).map((p) => [p.line, p.message]), [
    [lineOf(text, '| schedule'), `\`orders_rollup\` (job): \`schedule\` is 30 1 * * *; the running example's value is 0 2 * * * (${EXAMPLE_FILE})`],
    [lineOf(text, '| trigger'), `\`run_8f2k1\` (job run): \`trigger\` is SCHEDULE; the running example's value is MANUAL (${EXAMPLE_FILE})`],
  ]);
});

test('a SHOW result is checked in the rows that name an example object, by the columns named like its properties', () => {
  const text = page1(`\`\`\`text
+------------------+-----------+---------+---------+-------------+
| name             | type      | min_lcu | max_lcu | current_lcu |
+------------------+-----------+---------+---------+-------------+
| ingest_main      | INGESTION | 2       | 8       | 4           |
| services_default | SERVICES  | 2       | 8       | 3           |
| ingest_backfill  | INGESTION | 4       | 32      | 4           |
+------------------+-----------+---------+---------+-------------+
\`\`\`

\`\`\`text
+----------------+----------+--------------+---------------------+------------+
| name           | state    | source       | table               | write_mode |
+----------------+----------+--------------+---------------------+------------+
| orders_capture | DEGRADED | orders_kafka | sales.raw.orders    | APPEND     |
+----------------+----------+--------------+---------------------+------------+
\`\`\`

\`\`\`text
LKS-1005 OBJECT_IN_USE: Source orders_kafka is used by stream captures orders_capture, orders_daily_rollup.
\`\`\``);
  assert.deepEqual(run(text).map((p) => [p.line, p.message.split(';')[0]]), [
    [lineOf(text, '| services_default'), '`services_default` (cluster): `min_lcu` is 2'],
    [lineOf(text, '| orders_capture'), '`orders_capture` (flow): `write_mode` is APPEND'],
  ]);
});

test('the options row of DESCRIBE CLUSTER is read key by key', () => {
  const body = (options: string) => page1(`\`\`\`text\n+-----------+-------+\n| property | value |\n+-----------+-------+\n| name | etl_spark |\n| options | ${options} |\n+-----------+-------+\n\`\`\``);
  assert.deepEqual(run(body("('spot.enabled' = 'true')")), []);
  assert.deepEqual(run(body('')).map((p) => p.message.split(';')[0]), ['`etl_spark` (cluster): `option.spot.enabled` is empty']);
});

test('a statement in an API request body or a Python string is checked too', () => {
  const text = page1(`\`\`\`http
POST /v1/projects/prj_4k7m2q/statements HTTP/1.1
Host: api.lakestone.example
Content-Type: application/json

{"statement": "CREATE CLUSTER bi_sql TYPE = 'SQL' MIN_LCU = 1 MAX_LCU = 4 AUTO_SUSPEND_MINS = 30 OPTIONS ('sql.max.concurrent.queries' = '80');", "mode": "ASYNC"}
\`\`\`

\`\`\`python
pause = LakestoneOperator(task_id="pause", statement="ALTER JOB orders_rollup SET SCHEDULE = 'NONE';")
swap = LakestoneOperator(task_id="swap", statement="ALTER STREAM CAPTURE orders_capture SET OPTIONS ('kafka.topic' = 'orders_v2');")
\`\`\``);
  assert.deepEqual(run(text).map((p) => [p.line, p.message.split(';')[0]]), [
    [lineOf(text, 'CREATE CLUSTER bi_sql'), '`bi_sql` (cluster): `min_lcu` is 1'],
    [lineOf(text, 'orders_v2'), '`orders_capture` (flow): `option.kafka.topic` is orders_v2'],
  ]);
});

test('objects the data does not hold, and other kinds of the same word, are not checked', () => {
  const text = page1(`\`\`\`sql
CREATE STREAM CAPTURE orders_by_day SOURCE = orders_kafka TABLE = sales.raw.orders_by_day WRITE_MODE = 'UPSERT' CLUSTER = ingest_main OPTIONS ('kafka.topic' = 'shop.orders');
CREATE JOB region_revenue_emr TYPE = 'JAR' CLUSTER = etl_spark ENTRY_POINT = 's3://northwind-lakestone-sales/artifacts/region-revenue/region-revenue-1.3.2.jar';
ALTER SERVICE CLUSTERING IN TABLE sales.raw.orders SET OPTIONS ('clustering.keys' = 'customer_id');
GRANT USAGE ON SOURCE orders_kafka TO USER 'li@example.com';
\`\`\``);
  assert.deepEqual(run(text), []);
});

const CURATED = '(glue_main, snowflake_bi, unity_analytics)';

test('a SET CATALOGS that drops glue_main fails, naming the line, column, database, catalog and data file', () => {
  const text = page1('```sql\nCREATE CATALOG rest_shared TYPE = \'ICEBERG_REST\';\nALTER DATABASE sales.raw SET CATALOGS = (rest_shared);\n```');
  const problems = run(text);
  assert.equal(problems.length, 1, JSON.stringify(problems));
  assert.equal(problems[0].rel, 'docs/product/example/example.mdx');
  assert.equal(problems[0].line, lineOf(text, 'ALTER DATABASE'));
  assert.equal(problems[0].column, 'ALTER DATABASE sales.raw SET CATALOGS = '.length + 1);
  assert.equal(
    problems[0].message,
    `\`sales.raw\` (database): \`SET CATALOGS = (rest_shared)\` replaces its list and leaves out glue_main, which the running example attaches (its catalogs are (glue_main), ${EXAMPLE_FILE}); name it in the list, or mark an intended removal on the fence: detaches="glue_main"`,
  );
});

test('a SET CATALOGS that keeps every attached catalog passes, in any order and with a new one; in an API body too', () => {
  const text = page1(`\`\`\`sql
ALTER DATABASE sales.raw SET CATALOGS = (glue_main, rest_shared);
ALTER DATABASE sales.curated SET CATALOGS = (unity_analytics, glue_main, snowflake_bi) COMMENT = 'BI';
ALTER DATABASE sales.staging SET CATALOGS = ();
\`\`\`

\`\`\`http
POST /v1/projects/prj_4k7m2q/statements HTTP/1.1
Host: api.lakestone.example
Content-Type: application/json

{"statement": "ALTER DATABASE sales.curated SET CATALOGS = (glue_main, snowflake_bi);"}
\`\`\``);
  assert.deepEqual(run(text).map((p) => [p.line, p.message.split(';')[0]]), [
    [lineOf(text, '{"statement"'), '`sales.curated` (database): `SET CATALOGS = (glue_main, snowflake_bi)` replaces its list and leaves out unity_analytics, which the running example attaches (its catalogs are (glue_main, snowflake_bi, unity_analytics), data/facts/running-example.json)'],
  ]);
});

test('a removal marked with detaches="..." passes; a mark that nothing detaches fails', () => {
  const marked = page1('```sql detaches="snowflake_bi"\nALTER DATABASE sales.curated SET CATALOGS = (glue_main, unity_analytics);\n```');
  assert.deepEqual(run(marked), []);
  const stale = page1('```sql detaches="snowflake_bi, unity_analytics"\nALTER DATABASE sales.curated SET CATALOGS = (glue_main, unity_analytics);\n```');
  assert.deepEqual(run(stale).map((p) => [p.line, p.message]), [
    [lineOf(stale, '```sql detaches'), `detaches="unity_analytics": no SET CATALOGS of a running-example database in this block leaves out unity_analytics (${EXAMPLE_FILE}); remove the mark`],
  ]);
});

test('a SHOW DATABASES or DESCRIBE DATABASE catalogs cell that differs from the data fails on its cell', () => {
  const text = page1(`\`\`\`text
+-------+---------+--------------------------------------------+--------+
| lake  | name    | catalogs                                   | tables |
+-------+---------+--------------------------------------------+--------+
| sales | curated | (glue_main, snowflake_bi)                  | 6      |
| sales | raw     | (glue_main)                                | 4      |
| sales | staging |                                            | 0      |
+-------+---------+--------------------------------------------+--------+
\`\`\`

\`\`\`text
+-----------+----------------------------+
| property  | value                      |
+-----------+----------------------------+
| name      | sales.raw                  |
| catalogs  | (glue_main, snowflake_bi)  |
+-----------+----------------------------+
\`\`\``);
  const problems = run(text);
  assert.deepEqual(problems.map((p) => [p.line, p.column, p.message]), [
    [lineOf(text, '| sales | curated'), 21, `\`sales.curated\` (database): the \`catalogs\` cell (glue_main, snowflake_bi) leaves out unity_analytics, which the running example attaches (its catalogs are ${CURATED}, ${EXAMPLE_FILE})`],
    [lineOf(text, '| catalogs  |'), 15, `\`sales.raw\` (database): the \`catalogs\` cell is (glue_main, snowflake_bi), but the running example attaches (glue_main) and this page attaches no snowflake_bi to it with SET CATALOGS (${EXAMPLE_FILE})`],
  ]);
});

test('database results that agree with the data pass, with a catalog the page attaches or a result marked detaches', () => {
  const text = page1(`\`\`\`sql
ALTER DATABASE sales.raw SET CATALOGS = (glue_main, rest_shared);
\`\`\`

\`\`\`text
+-----------+----------------------------+
| property  | value                      |
+-----------+----------------------------+
| name      | sales.raw                  |
| catalogs  | (glue_main, rest_shared)   |
+-----------+----------------------------+
\`\`\`

\`\`\`text detaches="snowflake_bi"
+-------+---------+-------------------------------+
| lake  | name    | catalogs                      |
+-------+---------+-------------------------------+
| sales | curated | (unity_analytics, glue_main)  |
+-------+---------+-------------------------------+
\`\`\`

\`\`\`text
| name          | catalogs                                   |
| sales.curated | ${CURATED} |
\`\`\``);
  assert.deepEqual(run(text), []);
});

test('DESCRIBE CATALOG lists the example databases the data attaches the catalog to, and no other', () => {
  const result = (name: string, databases: string) => `\`\`\`text\n| property  | value |\n| name      | ${name} |\n| databases | ${databases} |\n\`\`\``;
  assert.deepEqual(run(page1(`${result('glue_main', 'sales.raw, sales.curated, finance.ledger')}\n\n${result('unity_analytics', 'sales.curated')}`)), []);
  const text = page1(`${result('glue_main', 'sales.curated')}\n\n${result('snowflake_bi', 'sales.raw, sales.curated')}`);
  assert.deepEqual(run(text).map((p) => [p.line, p.message]), [
    [lineOf(text, '| databases | sales.curated |'), `\`sales.raw\` (database): the \`databases\` cell of \`glue_main\` (sales.curated) leaves it out, but the running example attaches glue_main to it (its catalogs are (glue_main), ${EXAMPLE_FILE})`],
    [lineOf(text, '| databases | sales.raw, sales.curated |'), `\`sales.raw\` (database): the \`databases\` cell of \`snowflake_bi\` lists it, but the running example attaches (glue_main) to it and this page attaches no snowflake_bi with SET CATALOGS (${EXAMPLE_FILE})`],
  ]);
});

test('a page whose example project is on Google Cloud is not held to the AWS catalogs; another cloud name fails', () => {
  const body = '```sql\nALTER DATABASE sales.raw SET CATALOGS = (bq_sales);\n```\n';
  assert.deepEqual(run(`---\ntitle: Example\nexample_cloud: gcp\n---\n\n${body}`), []);
  assert.deepEqual(run(`---\ntitle: Example\nexample_cloud: aws\n---\n\n${body}`).map((p) => p.message.split(';')[0]), [
    '`sales.raw` (database): `SET CATALOGS = (bq_sales)` replaces its list and leaves out glue_main, which the running example attaches (its catalogs are (glue_main), data/facts/running-example.json)',
  ]);
  assert.deepEqual(run(`---\ntitle: Example\nexample_cloud: google\n---\n\n${body}`).map((p) => [p.line, p.message]), [
    [3, '`example_cloud` is "google"; it must be one of aws, gcp (where the page\'s example project runs; aws when left out)'],
  ]);
});

test('the data file: names are unique across kinds', () => {
  assert.throws(() => objectsFrom({objects: {sources: [{name: 'x', type: 'KAFKA'}], clusters: [{name: 'x', type: 'SQL'}]}}), /the name x is used by two objects/);
});

test('the product model lists every object of the data file, and no other', () => {
  const guide = readFileSync(path.join(ROOT, PRODUCT_MODEL), 'utf8');
  assert.deepEqual(checkGuide(guide, objects), []);
  const without = guide.replace(/^\| `run_8f2k1` .*\n/m, '').replace('| `bi_sql` |', '| `bi_sql_old` |');
  assert.deepEqual(checkGuide(without, objects).map((p) => p.message), [
    `\`bi_sql_old\` is not an object of ${EXAMPLE_FILE}`,
    `\`run_8f2k1\` of ${EXAMPLE_FILE} is missing from the running example's objects`,
    `\`bi_sql\` of ${EXAMPLE_FILE} is missing from the running example's objects`,
  ]);
});

test('the real site and the product model agree with the data file', () => {
  const problems = check.run(loadSite());
  assert.deepEqual(problems, []);
});
