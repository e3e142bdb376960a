// Unit tests of scripts/lib/dialect-sql.mjs: every dialect accepts a correct statement and
// rejects a broken one, and the fallback grammars accept exactly their statement forms.
import {test, after} from 'node:test';
import assert from 'node:assert/strict';
import {spawnSync} from 'node:child_process';
import {fileURLToPath} from 'node:url';
import {
  closeDuckdb,
  dialectSqlProblems,
  dialectSqlProblemsSync,
  duckdbProblemsBatchSync,
  splitStatements,
  SUPPORTED_DIALECTS,
  FALLBACK_FORMS,
  fallbackParser,
} from '../../scripts/lib/dialect-sql.mjs';

type Problem = {line: number; message: string};

// One correct and one broken block per dialect; `line` is where the broken one fails.
const CASES: Record<string, {good: string; bad: string; line: number}> = {
  athena: {
    good: 'SELECT region, count(*) AS orders\nFROM "sales_raw"."orders"\nGROUP BY region;',
    bad: 'SELECT region\nFROM sales_raw.orders\nGROUP region;',
    line: 3,
  },
  bigquery: {
    good: 'SELECT order_id FROM `northwind-data.sales_raw.orders` LIMIT 10;',
    bad: 'SELECT order_id FROM `northwind-data.sales_raw.orders` LIMT 10;',
    line: 1,
  },
  databricks: {
    good: 'USE CATALOG lakestone_sales;\nSELECT region, count(*) AS orders FROM raw.orders GROUP BY region;',
    bad: 'USE CATALOG lakestone_sales;\nSELECT region count(*) FROM raw.orders GROUP BY;',
    line: 2,
  },
  duckdb: {
    good: "INSTALL iceberg;\nLOAD iceberg;\nSELECT count(*) FROM iceberg_scan('s3://northwind-lakestone-sales/raw/orders');",
    bad: 'INSTALL iceberg;\nLOAD iceberg;\nSELECT count(*) FORM orders;',
    line: 3,
  },
  flink: {
    good: 'SELECT order_id, amount FROM orders WHERE amount > 100;',
    bad: 'SELECT order_id, FROM orders WHERE;',
    line: 1,
  },
  hive: {
    good: 'SELECT order_id FROM raw.orders LIMIT 10;',
    bad: 'SELECT order_id FROM raw.orders LIMIT;',
    line: 1,
  },
  mysql: {
    good: "SHOW VARIABLES LIKE 'binlog_format';\nSELECT COUNT(*) FROM shop.orders;",
    bad: "SELECT COUNT(*) FROM shop.orders;\nGRANT REPLICATION SLAVES ON *.* TO 'lakestone_cdc'@'%';",
    line: 2,
  },
  postgresql: {
    good: 'ALTER SYSTEM SET wal_level = logical;\nCREATE PUBLICATION lakestone_orders FOR TABLE public.orders;',
    bad: 'CREATE PUBLICATION lakestone_orders\n  FOR TABLES public.orders;',
    line: 2,
  },
  redshift: {
    good: "CREATE EXTERNAL SCHEMA lakestone_raw\nFROM DATA CATALOG\nDATABASE 'sales_raw'\nIAM_ROLE 'arn:aws:iam::111122223333:role/spectrum-lakestone';",
    bad: "CREATE EXTERNAL SCHEMA lakestone_raw\nFROM DATA CATALOG\nDATABASE sales_raw\nIAM_ROLE 'arn:aws:iam::111122223333:role/spectrum-lakestone';",
    line: 3,
  },
  snowflake: {
    good: "CREATE ICEBERG TABLE orders\n  EXTERNAL_VOLUME = 'lakestone_sales_vol'\n  CATALOG = 'lakestone_glue'\n  CATALOG_TABLE_NAME = 'orders'\n  AUTO_REFRESH = TRUE;",
    bad: "CREATE ICEBERG TABLE orders\n  EXTERNAL_VOLUME = 'lakestone_sales_vol'\n  CATALOG = 'lakestone_glue'\n  CATALOG_TABLE_NAME = 'orders'\n  AUTO_REFRESH = YES;",
    line: 5,
  },
  spark: {
    good: "SELECT count(*) FROM sales.raw.orders;\nCALL lakestone.system.register_table(table => 'raw.orders', metadata_file => 's3://b/m.json');",
    bad: "CALL lakestone.system.register_table(table => 'raw.orders', 's3://b/m.json');",
    line: 1,
  },
  sqlserver: {
    good: 'SELECT TOP 10 order_id FROM dbo.orders;',
    bad: 'SELECT TOP 10 order_id FROM dbo.orders WHERE;',
    line: 1,
  },
  starrocks: {
    good: 'CREATE EXTERNAL CATALOG lakestone\nPROPERTIES ("type" = "iceberg", "iceberg.catalog.type" = "glue");\nSET CATALOG lakestone;',
    bad: 'CREATE EXTERNAL CATALOG lakestone\nPROPERTIES ("type" = "icebergs");',
    line: 2,
  },
  trino: {
    good: "SHOW SCHEMAS FROM lakestone;\nSELECT snapshot_id FROM lakestone.raw.\"orders$snapshots\" ORDER BY committed_at DESC;",
    bad: "SHOW SCHEMAS FROM lakestone;\nSELECT snapshot_id FROM lakestone.raw.orders ORDER committed_at;",
    line: 2,
  },
};

// An open DuckDB instance keeps the process alive. Closing it, rather than exiting, lets the test
// runner report every result: an exit here once cut off the last 31.
after(closeDuckdb);

test('every supported dialect has a test case, and every case is a supported dialect', () => {
  assert.deepEqual(Object.keys(CASES).sort(), [...SUPPORTED_DIALECTS].sort());
});

for (const [dialect, {good, bad, line}] of Object.entries(CASES)) {
  test(`${dialect}: accepts a correct block`, async () => {
    assert.deepEqual(await dialectSqlProblems(good, dialect), []);
  });
  test(`${dialect}: rejects a broken block on the right line`, async () => {
    const problems: Problem[] = await dialectSqlProblems(bad, dialect);
    assert.equal(problems.length, 1, JSON.stringify(problems));
    assert.equal(problems[0].line, line, problems[0].message);
  });
}

test('an unknown dialect and an empty block are problems', async () => {
  assert.match((await dialectSqlProblems('SELECT 1;', 'oracle'))[0].message, /no parser for dialect "oracle"/);
  assert.match((await dialectSqlProblems('  \n', 'trino'))[0].message, /empty/);
});

test('statements are split at semicolons outside quotes and comments, with their first line', () => {
  const code = "-- set up\nSELECT ';' AS a;\n\n/* two; */ SELECT \"x;y\" FROM t;\nSELECT 3 -- last; one\n";
  assert.deepEqual(
    splitStatements(code).map((s: {line: number}) => s.line),
    [1, 4, 5],
  );
});

test('a statement the real parser rejects is sent to the fallback only when its form is listed', async () => {
  // Trino's grammar lacks CREATE CATALOG: the fallback parses it.
  assert.deepEqual(await dialectSqlProblems("CREATE CATALOG lakestone USING iceberg WITH (\"iceberg.catalog.type\" = 'rest');", 'trino'), []);
  // A broken query is not a fallback form: the real parser's error is reported.
  const [problem] = await dialectSqlProblems('SELECT FROM WHERE;', 'trino');
  assert.match(problem.message, /node-sql-parser trino/);
});

test('fallback grammars check required parameters and known values', async () => {
  const missing = await dialectSqlProblems("CREATE CATALOG INTEGRATION lakestone_glue CATALOG_SOURCE = GLUE GLUE_CATALOG_ID = '111122223333' ENABLED = TRUE;", 'snowflake');
  assert.match(missing[0].message, /TABLE_FORMAT is required/);
  const twice = await dialectSqlProblems("CREATE ICEBERG TABLE orders CATALOG = 'a' CATALOG = 'b' CATALOG_TABLE_NAME = 'orders';", 'snowflake');
  assert.match(twice[0].message, /CATALOG is given twice/);
  const noRole = await dialectSqlProblems("CREATE EXTERNAL SCHEMA s FROM DATA CATALOG DATABASE 'sales_raw';", 'redshift');
  assert.match(noRole[0].message, /needs IAM_ROLE/);
  const badArn = await dialectSqlProblems("CREATE EXTERNAL SCHEMA s FROM DATA CATALOG DATABASE 'd' IAM_ROLE 'arn:aws:iam::1111:role/x';", 'redshift');
  assert.equal(badArn.length, 1);
  const noType = await dialectSqlProblems('CREATE EXTERNAL CATALOG c PROPERTIES ("iceberg.catalog.type" = "glue");', 'starrocks');
  assert.match(noType[0].message, /needs the property "type"/);
});

test('every fallback grammar compiles and parses one form it lists', () => {
  const samples: Record<string, string> = {
    snowflake: 'DESC CATALOG INTEGRATION lakestone_glue',
    redshift: 'DROP SCHEMA IF EXISTS lakestone_raw',
    starrocks: 'SHOW DATABASES FROM lakestone',
    trino: 'DROP CATALOG IF EXISTS lakestone',
    spark: 'DESCRIBE DETAIL lakestone_sales.raw.orders',
    postgresql: 'DROP PUBLICATION IF EXISTS lakestone_orders',
    mysql: "DROP USER IF EXISTS 'lakestone_cdc'@'%'",
    bigquery: "CREATE EXTERNAL TABLE sales_raw.orders OPTIONS (format = 'ICEBERG', uris = ['gs://b/m.metadata.json'])",
    sqlserver: 'ALTER ROLE lakestone_cdc_reader ADD MEMBER lakestone',
    flink: "RESET 'execution.checkpointing.interval'",
  };
  assert.deepEqual(Object.keys(samples).sort(), Object.keys(FALLBACK_FORMS).sort());
  for (const [name, sample] of Object.entries(samples)) {
    assert.ok(fallbackParser(name).parse(sample), name);
  }
});

test('the synchronous variant agrees with the async one, DuckDB included', async () => {
  for (const dialect of ['trino', 'duckdb']) {
    const {good, bad} = CASES[dialect];
    assert.deepEqual(dialectSqlProblemsSync(good, dialect), await dialectSqlProblems(good, dialect));
    assert.deepEqual(dialectSqlProblemsSync(bad, dialect), await dialectSqlProblems(bad, dialect));
  }
  assert.equal(duckdbProblemsBatchSync([CASES.duckdb.good, CASES.duckdb.bad]).length, 2);
});

// The statement forms added to the fallback grammars, one correct and one broken statement each;
// `line` is where the broken one fails, `message` what it says when the check is semantic.
type Form = {dialect: string; form: string; good: string; bad: string; line: number; message?: RegExp};

const FORMS: Form[] = [
  // Spark and Databricks (spark.peggy)
  {
    dialect: 'spark', form: 'query of an Iceberg metadata table by a four-part name',
    good: "SELECT committed_at, summary['added-records'] AS added\nFROM sales.raw.orders.snapshots\nORDER BY committed_at DESC\nLIMIT 5;",
    bad: 'SELECT committed_at\nFROM sales.raw.orders.snapshot\nORDER BY committed_at DESC;',
    line: 2, message: /"snapshot" is not one of history, metadata_log_entries, snapshots/,
  },
  {
    dialect: 'spark', form: 'metadata table with struct fields and count_if',
    good: 'SELECT count(*) AS files_total,\n       count_if(readable_metrics.customer_id.lower_bound <= 48213) AS hits\nFROM sales.raw.orders.files\nWHERE content = 0;',
    bad: 'SELECT count(*) AS files_total,\n       count_if(readable_metrics.customer_id.lower_bound <= ) AS hits\nFROM sales.raw.orders.files;',
    line: 2,
  },
  {
    dialect: 'spark', form: 'VERSION AS OF',
    good: 'SELECT count(*) AS orders\nFROM sales.raw.orders VERSION AS OF 4417920358816203398;',
    bad: 'SELECT count(*) AS orders\nFROM sales.raw.orders VERSION AS OF 4417.5;',
    line: 2,
  },
  {
    dialect: 'spark', form: 'TIMESTAMP AS OF with aliases and joins',
    good: "SELECT c.country, sum(o.amount) AS revenue\nFROM sales.raw.orders TIMESTAMP AS OF '2025-05-31 23:59:59' AS o\nJOIN sales.curated.customers FOR SYSTEM_TIME AS OF '2025-05-31 23:59:59' AS c\n  ON o.customer_id = c.customer_id\nWHERE o.order_date BETWEEN DATE'2025-05-01' AND DATE'2025-05-31'\nGROUP BY c.country;",
    bad: "SELECT c.country, sum(o.amount) AS revenue\nFROM sales.raw.orders TIMESTAMP AS OF '2025-05-31 23:59:59' AS o\nJOIN sales.curated.customers AS c\n  ON o.customer_id = c.customer_id\nWHERE o.order_date BETWEEN DATE'2025-05-01' AND DATE'2025-05-32';",
    line: 5, message: /cannot parse the DATE value '2025-05-32'/,
  },
  {
    dialect: 'spark', form: 'time travel in set operations and unaliased subqueries',
    good: "SELECT 'now' AS side, * FROM (\n  SELECT order_id FROM sales.raw.orders\n  EXCEPT\n  SELECT order_id FROM sales.raw.orders TIMESTAMP AS OF '2025-06-09 06:00:00'\n)\nORDER BY order_id, side;",
    bad: "SELECT 'now' AS side, * FROM (\n  SELECT order_id FROM sales.raw.orders\n  EXCEPT ALL ALL\n  SELECT order_id FROM sales.raw.orders TIMESTAMP AS OF '2025-06-09 06:00:00'\n);",
    line: 3,
  },
  {
    dialect: 'spark', form: 'MERGE INTO with UPDATE SET * and INSERT *',
    good: "MERGE INTO sales.curated.customers AS t\nUSING (SELECT * FROM sales.raw.crm_customer_updates WHERE updated_at >= TIMESTAMP'2025-06-09 00:00:00') AS s\nON t.customer_id = s.customer_id\nWHEN MATCHED AND s.updated_at > t.updated_at THEN\n  UPDATE SET *\nWHEN NOT MATCHED THEN\n  INSERT *;",
    bad: 'MERGE INTO sales.curated.customers AS t\nUSING sales.raw.crm_customer_updates AS s\nON t.customer_id = s.customer_id\nWHEN MATCHED THEN\n  INSERT *;',
    line: 5,
  },
  {
    dialect: 'spark', form: 'MERGE INTO with DELETE, assignments and INSERT ... VALUES',
    good: 'MERGE INTO sales.curated.customers AS t\nUSING sales.raw.updates AS s\nON t.customer_id = s.customer_id\nWHEN MATCHED AND s.is_deleted THEN DELETE\nWHEN MATCHED THEN UPDATE SET t.email = s.email, t.country = s.country\nWHEN NOT MATCHED AND NOT s.is_deleted THEN\n  INSERT (customer_id, email) VALUES (s.customer_id, s.email)\nWHEN NOT MATCHED BY SOURCE THEN DELETE;',
    bad: 'MERGE INTO sales.curated.customers AS t\nUSING sales.raw.updates AS s\nON t.customer_id = s.customer_id\nWHEN NOT MATCHED THEN\n  INSERT (customer_id, email, country) VALUES (s.customer_id, s.email);',
    line: 5, message: /INSERT lists 3 column\(s\) but 2 value\(s\)/,
  },
  {
    dialect: 'spark', form: 'MERGE INTO clause order',
    good: 'MERGE INTO t USING s ON t.id = s.id\nWHEN MATCHED THEN DELETE\nWHEN NOT MATCHED THEN INSERT *;',
    bad: 'MERGE INTO t USING s ON t.id = s.id\nWHEN NOT MATCHED THEN INSERT *\nWHEN MATCHED THEN DELETE;',
    line: 3, message: /WHEN MATCHED must come before WHEN NOT MATCHED/,
  },
  {
    dialect: 'spark', form: 'MERGE INTO: only the last WHEN MATCHED omits its condition',
    good: 'MERGE INTO t USING s ON t.id = s.id\nWHEN MATCHED AND s.gone THEN DELETE\nWHEN MATCHED THEN UPDATE SET *;',
    bad: 'MERGE INTO t USING s ON t.id = s.id\nWHEN MATCHED THEN DELETE\nWHEN MATCHED THEN UPDATE SET *;',
    line: 2, message: /only the last one can omit the condition/,
  },
  {
    dialect: 'spark', form: 'INSERT INTO ... SELECT with a scalar subquery',
    good: "INSERT INTO sales.curated.order_events_hourly\nSELECT date_trunc('HOUR', event_ts) AS event_hour, count(*) AS events\nFROM sales.raw.order_events\nWHERE ingested_at > (SELECT last_value FROM sales.curated.pipeline_watermarks)\nGROUP BY date_trunc('HOUR', event_ts);",
    bad: "INSERT INTO sales.curated.order_events_hourly\nSELECT date_trunc('HOUR', event_ts) AS event_hour, count(*) AS events\nFROM sales.raw.order_events\nWHERE ingested_at > (SELECT last_value FROM sales.curated.pipeline_watermarks\nGROUP BY date_trunc('HOUR', event_ts);",
    line: 5,
  },
  {
    dialect: 'spark', form: 'INSERT OVERWRITE ... PARTITION and INSERT ... VALUES',
    good: "INSERT OVERWRITE TABLE sales.curated.daily PARTITION (order_date = '2025-06-09')\nSELECT region, sum(amount) FROM sales.raw.orders GROUP BY region;\nINSERT INTO sales.curated.regions (region, name) VALUES ('eu', 'Europe'), ('us', 'Americas');",
    bad: "INSERT INTO sales.curated.regions (region, name)\nVALUES ('eu', 'Europe'), ('us', 'Americas';",
    line: 2,
  },
  {
    dialect: 'spark', form: 'CREATE TABLE with columns, USING, PARTITIONED BY and TBLPROPERTIES',
    good: "CREATE TABLE IF NOT EXISTS sales.raw.legacy_events (\n  event_id BIGINT,\n  amount DECIMAL(12, 2) COMMENT 'in euros',\n  tags ARRAY<STRING>,\n  event_ts TIMESTAMP)\nUSING iceberg\nPARTITIONED BY (days(event_ts), bucket(16, event_id))\nTBLPROPERTIES ('format-version' = '2');",
    bad: "CREATE TABLE sales.raw.legacy_events (\n  event_id BIGINT,\n  event_ts TIMESTAMPZ)\nUSING iceberg;",
    line: 3, message: /unknown Spark data type "TIMESTAMPZ"/,
  },
  {
    dialect: 'spark', form: 'CREATE TABLE: each clause once, known data source',
    good: "CREATE TABLE sales.raw.legacy_orders\nUSING delta\nLOCATION 's3://northwind-legacy-warehouse/orders/';",
    bad: "CREATE TABLE sales.raw.legacy_orders (order_id BIGINT)\nUSING iceberg\nCOMMENT 'legacy'\nCOMMENT 'orders';",
    line: 4, message: /COMMENT" is given twice/,
  },
  {
    dialect: 'spark', form: 'CREATE TABLE ... AS SELECT',
    good: "CREATE TABLE sales.curated.orders_2025_q2_close\nUSING iceberg\nPARTITIONED BY (order_date)\nAS SELECT * FROM sales.raw.orders TIMESTAMP AS OF '2025-06-30 23:59:59';",
    bad: "CREATE TABLE sales.curated.orders_2025_q2_close (order_id BIGINT)\nUSING iceberg\nAS SELECT * FROM sales.raw.orders;",
    line: 1, message: /takes its schema from the query: no column list/,
  },
  {
    dialect: 'spark', form: 'CREATE OR REPLACE TABLE and REPLACE TABLE',
    good: "CREATE OR REPLACE TABLE sales.curated.daily_revenue_trend\nUSING iceberg\nAS\nSELECT order_date, sum(amount) AS revenue\nFROM sales.raw.orders\nGROUP BY order_date;\nREPLACE TABLE sales.curated.t USING iceberg AS SELECT 1 AS one;",
    bad: 'CREATE OR REPLACE TABLE IF NOT EXISTS sales.curated.daily_revenue_trend\nUSING iceberg\nAS SELECT 1 AS one;',
    line: 1, message: /cannot take IF NOT EXISTS/,
  },
  {
    dialect: 'spark', form: 'ALTER TABLE ... SET / UNSET TBLPROPERTIES',
    good: "ALTER TABLE sales.raw.orders SET TBLPROPERTIES (\n  'commit.retry.num-retries' = '10',\n  'commit.retry.min-wait-ms' = '500'\n);\nALTER TABLE sales.raw.orders UNSET TBLPROPERTIES IF EXISTS ('commit.retry.min-wait-ms');",
    bad: "ALTER TABLE sales.raw.orders SET TBLPROPERTIES (\n  'commit.retry.num-retries' = '10',\n  'commit.retry.num-retries' = '20'\n);",
    line: 3, message: /"commit.retry.num-retries" is given twice/,
  },
  {
    dialect: 'spark', form: 'ALTER TABLE ... ADD / DROP / RENAME / ALTER COLUMN',
    good: "ALTER TABLE sales.raw.orders ADD COLUMNS (amount_decimal decimal(12,2) COMMENT 'x' AFTER amount);\nALTER TABLE sales.raw.orders RENAME COLUMN amount_decimal TO amount_eur;\nALTER TABLE sales.raw.orders ALTER COLUMN amount_eur TYPE decimal(14,2);\nALTER TABLE sales.raw.orders DROP COLUMNS (legacy_channel, legacy_code);",
    bad: 'ALTER TABLE sales.raw.orders\n  ADD COLUMNS (amount_decimal decimal(40,2));',
    line: 2, message: /precision must be 1 to 38/,
  },
  {
    dialect: 'spark', form: "ALTER TABLE with Iceberg's partition, write order and identifier fields",
    good: 'ALTER TABLE sales.raw.orders ADD PARTITION FIELD bucket(16, customer_id) AS shard;\nALTER TABLE sales.raw.orders DROP PARTITION FIELD shard;\nALTER TABLE sales.raw.orders WRITE ORDERED BY customer_id ASC, order_ts DESC NULLS LAST;\nALTER TABLE sales.raw.orders SET IDENTIFIER FIELDS order_id;',
    bad: 'ALTER TABLE sales.raw.orders\n  WRITE ORDERED customer_id;',
    line: 2,
  },
  {
    dialect: 'spark', form: 'USE with a multi-part name',
    good: 'USE sales.curated;\nUSE NAMESPACE sales.raw;',
    bad: 'USE sales.curated;\nUSE sales.curated.orders.x y;',
    line: 2,
  },
  {
    dialect: 'spark', form: 'CREATE TEMPORARY VIEW ... USING ... OPTIONS, and CREATE VIEW ... AS',
    good: "CREATE TEMPORARY VIEW legacy_events_preview\nUSING parquet\nOPTIONS (path 's3://northwind-legacy-warehouse/events/');\nCREATE OR REPLACE VIEW sales.curated.recent AS SELECT * FROM sales.raw.orders.snapshots;",
    bad: "CREATE TEMPORARY VIEW legacy_events_preview\nUSING parquett\nOPTIONS (path 's3://northwind-legacy-warehouse/events/');",
    line: 2, message: /unknown data source "parquett"/,
  },
  {
    dialect: 'databricks', form: 'Databricks time travel and MERGE (the Spark grammar)',
    good: 'SELECT * FROM lakestone_sales.sales_raw.orders VERSION AS OF 12;\nMERGE INTO lakestone_sales.sales_raw.orders t USING updates s ON t.id = s.id WHEN MATCHED THEN UPDATE SET *;',
    bad: 'SELECT * FROM lakestone_sales.sales_raw.orders VERSION AS OF 12;\nMERGE INTO lakestone_sales.sales_raw.orders t USING updates s ON t.id = s.id WHEN MATCHED THEN UPDATE *;',
    line: 2,
  },
  // Snowflake (snowflake.peggy)
  {
    dialect: 'snowflake', form: 'CREATE ROLE',
    good: "CREATE ROLE LAKESTONE_SYNC_ROLE;\nCREATE ROLE IF NOT EXISTS lakestone_read COMMENT = 'read-only';",
    bad: 'CREATE ROLE LAKESTONE_SYNC_ROLE;\nCREATE ROLE lakestone_read COMMENT = read_only;',
    line: 2,
  },
  {
    dialect: 'snowflake', form: 'CREATE USER ... TYPE = SERVICE',
    good: "CREATE USER LAKESTONE_SYNC\n  TYPE = SERVICE\n  DEFAULT_ROLE = LAKESTONE_SYNC_ROLE\n  DEFAULT_WAREHOUSE = LAKESTONE_WH\n  RSA_PUBLIC_KEY = 'MIIBIjANBgkqhkiG9w0BAQEFAAOCAQ8AMIIBCgKCAQEAexample';",
    bad: "CREATE USER LAKESTONE_SYNC\n  TYPE = SERVICE\n  PASSWORD = 'not-for-services'\n  DEFAULT_ROLE = LAKESTONE_SYNC_ROLE;",
    line: 3, message: /a TYPE = SERVICE user cannot have PASSWORD/,
  },
  {
    dialect: 'snowflake', form: 'GRANT ... ON WAREHOUSE / DATABASE / INTEGRATION / EXTERNAL VOLUME',
    good: 'GRANT USAGE ON WAREHOUSE LAKESTONE_WH TO ROLE LAKESTONE_SYNC_ROLE;\nGRANT USAGE, CREATE SCHEMA ON DATABASE LAKESTONE TO ROLE LAKESTONE_SYNC_ROLE;\nGRANT USAGE ON INTEGRATION LAKESTONE_CATALOG TO ROLE LAKESTONE_SYNC_ROLE;\nGRANT USAGE ON EXTERNAL VOLUME LAKESTONE_SALES_VOLUME TO ROLE LAKESTONE_SYNC_ROLE;',
    bad: 'GRANT USAGE ON WAREHOUSE LAKESTONE_WH TO ROLE LAKESTONE_SYNC_ROLE;\nGRANT USAGE, CREATE SCHEMA ON WAREHOUSE LAKESTONE_WH TO ROLE LAKESTONE_SYNC_ROLE;',
    line: 2, message: /CREATE SCHEMA is not a privilege on a WAREHOUSE/,
  },
  {
    dialect: 'snowflake', form: 'GRANT ... ON SCHEMA / ALL and FUTURE tables',
    good: 'GRANT USAGE, CREATE ICEBERG TABLE ON SCHEMA LAKESTONE.SALES_RAW TO ROLE r;\nGRANT SELECT ON ALL ICEBERG TABLES IN SCHEMA LAKESTONE.SALES_RAW TO ROLE r;\nGRANT SELECT ON FUTURE TABLES IN DATABASE LAKESTONE TO ROLE r WITH GRANT OPTION;',
    bad: 'GRANT SELECT ON ALL ICEBERG TABLES\n  IN WAREHOUSE LAKESTONE_WH TO ROLE r;',
    line: 2,
  },
  {
    dialect: 'snowflake', form: 'GRANT ROLE ... TO USER / ROLE',
    good: 'GRANT ROLE LAKESTONE_SYNC_ROLE TO USER LAKESTONE_SYNC;\nGRANT ROLE LAKESTONE_SYNC_ROLE TO ROLE SYSADMIN;',
    bad: 'GRANT ROLE LAKESTONE_SYNC_ROLE TO USER LAKESTONE_SYNC;\nGRANT ROLE LAKESTONE_SYNC_ROLE TO GROUP ANALYSTS;',
    line: 2,
  },
  // BigQuery (bigquery.peggy)
  {
    dialect: 'bigquery', form: 'CREATE OR REPLACE EXTERNAL TABLE ... WITH CONNECTION ... OPTIONS',
    good: "CREATE OR REPLACE EXTERNAL TABLE `northwind-data.sales_raw.orders`\nWITH CONNECTION `northwind-data.us-central1.lakestone_biglake`\nOPTIONS (\n  format = 'ICEBERG',\n  uris = ['gs://northwind-lakestone-sales/raw/orders/metadata/00412.metadata.json']\n);",
    bad: "CREATE OR REPLACE EXTERNAL TABLE `northwind-data.sales_raw.orders`\nWITH CONNECTION `northwind-data.us-central1.lakestone_biglake`\nOPTIONS (\n  format = 'ICEBERG',\n  uris = 'gs://northwind-lakestone-sales/raw/orders/metadata/00412.metadata.json'\n);",
    line: 5, message: /option uris takes an array of strings/,
  },
  {
    dialect: 'bigquery', form: 'CREATE EXTERNAL TABLE: columns, partition columns, known options',
    good: "CREATE EXTERNAL TABLE IF NOT EXISTS sales_raw.events (event_id INT64, payload STRUCT<kind STRING, tags ARRAY<STRING>>)\nWITH PARTITION COLUMNS (dt DATE)\nOPTIONS (format = 'PARQUET', uris = ['gs://b/events/*'], hive_partition_uri_prefix = 'gs://b/events', max_staleness = INTERVAL 4 HOUR);",
    bad: "CREATE EXTERNAL TABLE sales_raw.events\nOPTIONS (\n  format = 'ICEBERG',\n  uri = ['gs://b/m.metadata.json']\n);",
    line: 4, message: /unknown external table option "uri"/,
  },
  // SQL Server (sqlserver.peggy)
  {
    dialect: 'sqlserver', form: 'CREATE LOGIN',
    good: "CREATE LOGIN lakestone WITH PASSWORD = 'Use-A-Generated-Passw0rd';\nCREATE LOGIN lakestone_rotating WITH PASSWORD = 'x' MUST_CHANGE, CHECK_EXPIRATION = ON, DEFAULT_DATABASE = erp;",
    bad: "USE erp;\nCREATE LOGIN lakestone WITH PASWORD = 'Use-A-Generated-Passw0rd';",
    line: 2,
  },
  {
    dialect: 'sqlserver', form: 'CREATE USER ... FOR LOGIN and CREATE ROLE',
    good: 'CREATE USER lakestone FOR LOGIN lakestone WITH DEFAULT_SCHEMA = dbo;\nCREATE ROLE lakestone_readers AUTHORIZATION dbo;',
    bad: 'CREATE USER lakestone FOR LOGIN lakestone;\nCREATE USER lakestone2 FOR LGIN lakestone;',
    line: 2,
  },
  {
    dialect: 'sqlserver', form: 'ALTER ROLE ... ADD MEMBER',
    good: 'ALTER ROLE lakestone_cdc_reader ADD MEMBER lakestone;',
    bad: 'ALTER ROLE lakestone_cdc_reader ADD MEMBER lakestone;\nALTER ROLE lakestone_cdc_reader ADD lakestone;',
    line: 2,
  },
  {
    dialect: 'sqlserver', form: 'GRANT ... ON SCHEMA:: and on objects',
    good: 'GRANT SELECT ON SCHEMA::cdc TO lakestone;\nGRANT SELECT, VIEW CHANGE TRACKING ON OBJECT::dbo.invoices TO lakestone;\nGRANT SELECT ON dbo.invoices TO lakestone;',
    bad: 'GRANT SELECT ON SCHEMA::cdc TO lakestone;\nGRANT SELECT, EXECUTES ON dbo.invoices TO lakestone;',
    line: 2, message: /EXECUTES is not a permission on an object/,
  },
  // Flink (flink.peggy)
  {
    dialect: 'flink', form: "SET 'key' = 'value'",
    good: "SET 'execution.checkpointing.interval' = '1min';\nSET 'table.exec.state.ttl' = '1 h';",
    bad: "SET 'execution.checkpointing.interval' = '1min';\nSET 'table.exec.state.ttl' = ;",
    line: 2,
  },
  {
    dialect: 'flink', form: 'CREATE CATALOG ... WITH',
    good: "CREATE CATALOG sales WITH (\n  'type' = 'iceberg',\n  'catalog-type' = 'rest',\n  'uri' = 'https://api.lakestone.example/v1/iceberg'\n);",
    bad: "CREATE CATALOG sales WITH (\n  'catalog-type' = 'rest',\n  'uri' = 'https://api.lakestone.example/v1/iceberg'\n);",
    line: 1, message: /needs the property 'type'/,
  },
  {
    dialect: 'flink', form: 'CREATE TABLE with a WATERMARK',
    good: "CREATE TEMPORARY TABLE orders_stream (\n  order_id BIGINT,\n  updated_at TIMESTAMP(3),\n  proc_time AS PROCTIME(),\n  WATERMARK FOR updated_at AS updated_at - INTERVAL '30' SECOND,\n  PRIMARY KEY (order_id) NOT ENFORCED\n) WITH (\n  'connector' = 'kafka',\n  'topic' = 'orders'\n);",
    bad: "CREATE TEMPORARY TABLE orders_stream (\n  order_id BIGINT,\n  updated_at TIMESTAMP(3),\n  WATERMARK FOR updated_at AS updated_at - INTERVAL '30' SECOND SECOND\n) WITH ('connector' = 'kafka');",
    line: 4, message: /syntax error in the expression/,
  },
  {
    dialect: 'flink', form: 'WATERMARK on a TIMESTAMP(p) column with p <= 3',
    good: "CREATE TEMPORARY TABLE clicks (\n  ts TIMESTAMP_LTZ(3) METADATA FROM 'timestamp' VIRTUAL,\n  WATERMARK FOR ts AS ts\n) WITH ('connector' = 'kafka');",
    bad: "CREATE TEMPORARY TABLE clicks (\n  ts TIMESTAMP,\n  WATERMARK FOR ts AS ts\n) WITH ('connector' = 'kafka');",
    line: 3, message: /must be TIMESTAMP\(p\) or TIMESTAMP_LTZ\(p\) with p from 0 to 3/,
  },
];

for (const {dialect, form, good, bad, line, message} of FORMS) {
  test(`${dialect}: ${form}: accepted when correct`, async () => {
    assert.deepEqual(await dialectSqlProblems(good, dialect), []);
  });
  test(`${dialect}: ${form}: rejected on the right line when broken`, async () => {
    const problems: Problem[] = await dialectSqlProblems(bad, dialect);
    assert.equal(problems.length, 1, JSON.stringify(problems));
    assert.equal(problems[0].line, line, problems[0].message);
    if (message) assert.match(problems[0].message, message);
  });
}

test('a parse into several statements or a bare assignment is not a parse (transactsql)', async () => {
  // transactsql reads "CREATE LOGIN x WITH PASSWRD = '...'" as three assignments; the fallback's
  // CREATE LOGIN form then reports the misspelt keyword.
  const [login] = await dialectSqlProblems("CREATE LOGIN lakestone WITH PASSWRD = 'x';", 'sqlserver');
  assert.match(login.message, /sqlserver\.peggy.*expected PASSWORD/);
  const [bare] = await dialectSqlProblems('USE erp;\nSHRINK erp;', 'sqlserver');
  assert.equal(bare.line, 2);
  assert.match(bare.message, /not a statement/);
  assert.deepEqual(await dialectSqlProblems('USE erp;\nEXEC sys.sp_cdc_enable_db;', 'sqlserver'), []);
});

test('a Spark query the real parsers accept is not sent to the fallback; one they reject is only when its form is listed', async () => {
  assert.deepEqual(await dialectSqlProblems('SELECT count(*) FROM sales.raw.orders;', 'spark'), []);
  // A broken query without a Spark-only clause reports the real parsers' error.
  const [problem] = await dialectSqlProblems('SELECT count(*) FORM sales.raw.orders;', 'spark');
  assert.match(problem.message, /node-sql-parser/);
});

test('the checker wires dialect blocks to their parser, with lines relative to the block', () => {
  // code-checkers.mjs loads java-parser, which tsx cannot resolve: run it in plain node.
  const script = `
    import {CHECKERS, parseMeta, duckdbProblemsBatch} from './scripts/lib/code-checkers.mjs';
    const sql = (code, meta) => CHECKERS.sql(code, {meta: parseMeta(meta)});
    console.log(JSON.stringify({
      spark: sql('SELECT 1;\\nSELECT * FROM sales.raw.orders.snapshot;', 'dialect=spark'),
      template: sql('SELECT <columns> FROM <table> [WHERE <condition>]', 'template dialect=spark'),
      oracle: sql('SELECT 1;', 'dialect=oracle'),
      duckdb: duckdbProblemsBatch(['SELECT 1;', 'SELECT 1;\\nSELEC 2;']),
    }));`;
  const root = fileURLToPath(new URL('../..', import.meta.url));
  const result = spawnSync(process.execPath, ['--input-type=module', '-e', script], {cwd: root, encoding: 'utf8'});
  assert.equal(result.status, 0, result.stderr);
  const {spark, template, oracle, duckdb} = JSON.parse(result.stdout);
  assert.equal(spark.length, 1);
  assert.equal(spark[0].line, 2);
  assert.match(spark[0].message, /spark\.peggy/);
  // A syntax template is still only checked for balance, whatever its dialect.
  assert.deepEqual(template, []);
  assert.match(oracle[0].message, /unknown dialect "oracle"/);
  // DuckDB blocks are batched in one child process.
  assert.deepEqual(duckdb, [{index: 1, line: 2, message: 'duckdb: Parser Error: syntax error at or near "SELEC"'}]);
});
