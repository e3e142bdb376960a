// Unit tests of scripts/lib/dialect-sql.mjs. The mutation test: for every dialect, a correct
// statement passes and three broken copies of it (a misspelled keyword, a missing or extra
// parenthesis, a clause in the wrong place) are each caught, on the right line. Then the forms the
// kept fallback grammars parse, and how the parsers are chosen, loaded and wired in.
import {test, after} from 'node:test';
import assert from 'node:assert/strict';
import {spawnSync} from 'node:child_process';
import {fileURLToPath} from 'node:url';
import {
  closeDuckdb,
  dialectSqlProblems,
  dialectSqlProblemsSync,
  dialectProblemsBatchSync,
  dialectProblemsBatch,
  splitStatements,
  joinNameParts,
  SUPPORTED_DIALECTS,
  FALLBACK_FORMS,
  fallbackParser,
} from '../../scripts/lib/dialect-sql.mjs';

type Problem = {line: number; message: string};
type Mutation = [from: string, to: string, line: number];

// Per dialect: a correct statement, and the edits that break it, with the line each is caught on.
const MUTATIONS: Record<string, {good: string; broken: Record<'keyword' | 'parenthesis' | 'clause', Mutation>}> = {
  athena: {
    good: "SELECT region, count(*) AS orders\nFROM \"sales_raw\".\"orders\"\nWHERE order_ts >= current_timestamp - INTERVAL '7' DAY\nGROUP BY region;",
    broken: {keyword: ['GROUP BY', 'GROUP BYE', 4], parenthesis: ['count(*)', 'count(*', 1], clause: ["WHERE order_ts >= current_timestamp - INTERVAL '7' DAY\nGROUP BY region", "GROUP BY region\nWHERE order_ts >= current_timestamp - INTERVAL '7' DAY", 4]},
  },
  bigquery: {
    good: "SELECT order_date, COUNT(*) AS orders\nFROM `northwind-data.sales_raw.orders`\nWHERE order_date >= DATE '2025-06-01'\nGROUP BY order_date\nLIMIT 7;",
    broken: {keyword: ['LIMIT 7', 'LIMT 7', 5], parenthesis: ['COUNT(*)', 'COUNT(*', 1], clause: ["WHERE order_date >= DATE '2025-06-01'\nGROUP BY order_date", "GROUP BY order_date\nWHERE order_date >= DATE '2025-06-01'", 4]},
  },
  databricks: {
    good: "SELECT region, count(*) AS orders\nFROM lakestone_sales.sales_raw.orders\nWHERE order_ts >= date_sub(current_date(), 7)\nGROUP BY region;",
    broken: {keyword: ['FROM lakestone', 'FORM lakestone', 2], parenthesis: ['current_date(), 7)', 'current_date(, 7)', 3], clause: ["WHERE order_ts >= date_sub(current_date(), 7)\nGROUP BY region", "GROUP BY region\nWHERE order_ts >= date_sub(current_date(), 7)", 4]},
  },
  duckdb: {
    good: "SELECT region, count(*) AS orders\nFROM iceberg_scan('s3://northwind-lakestone-sales/raw/orders')\nWHERE amount > 100\nGROUP BY region;",
    broken: {keyword: ['GROUP BY', 'GRUOP BY', 4], parenthesis: ["'s3://northwind-lakestone-sales/raw/orders')", "'s3://northwind-lakestone-sales/raw/orders'", 3], clause: ['WHERE amount > 100\nGROUP BY region', 'GROUP BY region\nWHERE amount > 100', 4]},
  },
  flink: {
    good: "INSERT INTO sales.curated.orders_per_minute\nSELECT window_start, region, COUNT(*) AS orders\nFROM TABLE(TUMBLE(TABLE orders_stream, DESCRIPTOR(updated_at), INTERVAL '1' MINUTE))\nGROUP BY window_start, window_end, region;",
    broken: {keyword: ['INSERT INTO', 'INSERT INOT', 1], parenthesis: ["MINUTE))", "MINUTE)", 4], clause: ["FROM TABLE(TUMBLE(TABLE orders_stream, DESCRIPTOR(updated_at), INTERVAL '1' MINUTE))\nGROUP BY window_start, window_end, region", "GROUP BY window_start, window_end, region\nFROM TABLE(TUMBLE(TABLE orders_stream, DESCRIPTOR(updated_at), INTERVAL '1' MINUTE))", 4]},
  },
  hive: {
    good: "SELECT region, count(*) AS orders\nFROM sales_raw.orders\nWHERE order_date >= '2025-06-01'\nGROUP BY region;",
    broken: {keyword: ['WHERE order_date', 'WHEER order_date', 3], parenthesis: ['count(*)', 'count(*', 1], clause: ["WHERE order_date >= '2025-06-01'\nGROUP BY region", "GROUP BY region\nWHERE order_date >= '2025-06-01'", 4]},
  },
  mysql: {
    good: "GRANT SELECT, REPLICATION SLAVE, REPLICATION CLIENT\n  ON *.* TO 'lakestone_cdc'@'%';",
    broken: {keyword: ['REPLICATION SLAVE,', 'REPLICATION SLAVES,', 1], parenthesis: ["'lakestone_cdc'@'%'", "('lakestone_cdc'@'%'", 2], clause: ["GRANT SELECT, REPLICATION SLAVE, REPLICATION CLIENT\n  ON *.* TO", "GRANT SELECT, REPLICATION SLAVE, REPLICATION CLIENT\n  TO *.* ON", 2]},
  },
  postgresql: {
    good: "CREATE PUBLICATION lakestone_orders\n  FOR TABLE public.orders, public.order_items\n  WITH (publish = 'insert, update, delete');",
    broken: {keyword: ['FOR TABLE', 'FOR TABLES', 2], parenthesis: ["WITH (publish", "WITH publish", 3], clause: ["  FOR TABLE public.orders, public.order_items\n  WITH (publish = 'insert, update, delete')", "  WITH (publish = 'insert, update, delete')\n  FOR TABLE public.orders, public.order_items", 3]},
  },
  redshift: {
    good: "SELECT c.segment, count(*) AS orders\nFROM lakestone_raw.orders o\nJOIN public.dim_customer c ON c.customer_id = o.customer_id\nWHERE o.order_ts >= dateadd(day, -1, getdate())\nGROUP BY c.segment;",
    broken: {keyword: ['JOIN public', 'JION public', 3], parenthesis: ['getdate())', 'getdate()', 5], clause: ['WHERE o.order_ts >= dateadd(day, -1, getdate())\nGROUP BY c.segment', 'GROUP BY c.segment\nWHERE o.order_ts >= dateadd(day, -1, getdate())', 5]},
  },
  snowflake: {
    good: "SELECT region, COUNT(*) AS orders\nFROM LAKESTONE.SALES_CURATED.ORDERS\nWHERE order_ts >= DATEADD(day, -7, CURRENT_TIMESTAMP())\nGROUP BY region;",
    broken: {keyword: ['GROUP BY', 'GROUP BI', 4], parenthesis: ['CURRENT_TIMESTAMP())', 'CURRENT_TIMESTAMP()', 4], clause: ['WHERE order_ts >= DATEADD(day, -7, CURRENT_TIMESTAMP())\nGROUP BY region', 'GROUP BY region\nWHERE order_ts >= DATEADD(day, -7, CURRENT_TIMESTAMP())', 4]},
  },
  spark: {
    good: "MERGE INTO sales.curated.customers AS t\nUSING sales.raw.crm_customer_updates AS s\nON t.customer_id = s.customer_id\nWHEN MATCHED THEN UPDATE SET *\nWHEN NOT MATCHED THEN INSERT *;",
    broken: {keyword: ['WHEN NOT MATCHED', 'WHEN NOT MATCHD', 5], parenthesis: ['USING sales.raw.crm_customer_updates AS s', 'USING (SELECT * FROM sales.raw.crm_customer_updates AS s', 3], clause: ['USING sales.raw.crm_customer_updates AS s\nON t.customer_id = s.customer_id', 'ON t.customer_id = s.customer_id\nUSING sales.raw.crm_customer_updates AS s', 2]},
  },
  sqlserver: {
    good: "SELECT TOP 10 job_type, retention\nFROM msdb.dbo.cdc_jobs\nWHERE retention > 0\nORDER BY retention DESC;",
    broken: {keyword: ['ORDER BY', 'ORDER BYY', 4], parenthesis: ['WHERE retention > 0', 'WHERE (retention > 0', 4], clause: ['WHERE retention > 0\nORDER BY retention DESC', 'ORDER BY retention DESC\nWHERE retention > 0', 4]},
  },
  starrocks: {
    good: "SELECT region, COUNT(*) AS orders\nFROM lakestone_sales.sales_raw.orders\nWHERE order_ts >= DATE_SUB(NOW(), INTERVAL 7 DAY)\nGROUP BY region;",
    broken: {keyword: ['INTERVAL 7 DAY', 'INTERVAL 7 DAYZ', 3], parenthesis: ['NOW(), INTERVAL', 'NOW(, INTERVAL', 3], clause: ['WHERE order_ts >= DATE_SUB(NOW(), INTERVAL 7 DAY)\nGROUP BY region', 'GROUP BY region\nWHERE order_ts >= DATE_SUB(NOW(), INTERVAL 7 DAY)', 4]},
  },
  trino: {
    good: "SELECT region, count(*) AS orders, sum(amount_cents) / 100.0 AS revenue\nFROM sales.raw.orders\nWHERE order_date >= DATE '2025-06-01'\nGROUP BY region\nORDER BY revenue DESC;",
    broken: {keyword: ['ORDER BY', 'ORDER BUY', 5], parenthesis: ['sum(amount_cents)', 'sum(amount_cents', 1], clause: ["WHERE order_date >= DATE '2025-06-01'\nGROUP BY region", "GROUP BY region\nWHERE order_date >= DATE '2025-06-01'", 4]},
  },
};

// An open DuckDB instance keeps the process alive. Closing it, rather than exiting, lets the test
// runner report every result: an exit here once cut off the last 31.
after(closeDuckdb);

const ROOT = fileURLToPath(new URL('../..', import.meta.url));

test('every supported dialect has a mutation case, and every case is a supported dialect', () => {
  assert.deepEqual(Object.keys(MUTATIONS).sort(), [...SUPPORTED_DIALECTS].sort());
});

for (const [dialect, {good, broken}] of Object.entries(MUTATIONS)) {
  test(`${dialect}: the correct statement passes`, async () => {
    assert.deepEqual(await dialectSqlProblems(good, dialect), []);
  });
  for (const [kind, [from, to, line]] of Object.entries(broken)) {
    test(`${dialect}: a ${kind} mutation is caught on line ${line}`, async () => {
      assert.equal(good.split(from).length, 2, `"${from}" occurs once in the correct statement`);
      const bad = good.replace(from, to);
      const problems: Problem[] = await dialectSqlProblems(bad, dialect);
      assert.equal(problems.length, 1, JSON.stringify(problems));
      assert.equal(problems[0].line, line, problems[0].message);
      // The message names the engine and says what is wrong.
      assert.match(problems[0].message, new RegExp(`^${dialect}\\b`));
      assert.match(problems[0].message, /not valid|missing|incomplete|syntax error|expected/i);
    });
  }
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

test('a broken statement in the middle of a block is reported on its own line', async () => {
  const block = 'SHOW SCHEMAS FROM lakestone;\n\nSELECT snapshot_id\nFROM lakestone.raw."orders$snapshots"\nORDER committed_at;\nSELECT 1;';
  const problems: Problem[] = await dialectSqlProblems(block, 'trino');
  assert.equal(problems.length, 1, JSON.stringify(problems));
  assert.equal(problems[0].line, 5);
  assert.match(problems[0].message, /^trino \(dt-sql-parser TrinoSQL\): missing 'BY'/);
});

test('Trino: CREATE CATALOG and metadata tables are in Trino\'s own grammar', async () => {
  assert.deepEqual(await dialectSqlProblems("CREATE CATALOG lakestone USING iceberg WITH (\"iceberg.catalog.type\" = 'rest');", 'trino'), []);
  assert.equal((await dialectSqlProblems("CREATE CATALOG lakestone USING iceberg WITH (\"iceberg.catalog.type\" 'rest');", 'trino')).length, 1);
});

test('Athena: queries go to the Trino grammar, Hive-style DDL to the Hive grammar', async () => {
  const ddl = "CREATE EXTERNAL TABLE sales_raw.clicks (id bigint, url string)\nPARTITIONED BY (dt string)\nSTORED AS PARQUET\nLOCATION 's3://northwind-lakestone-sales/raw/clicks/';";
  assert.deepEqual(await dialectSqlProblems(ddl, 'athena'), []);
  const [problem] = await dialectSqlProblems(ddl.replace('STORED AS', 'STORED'), 'athena');
  assert.equal(problem.line, 3);
  assert.match(problem.message, /dt-sql-parser HiveSQL/);
  assert.deepEqual(await dialectSqlProblems('MSCK REPAIR TABLE sales_raw.clicks;', 'athena'), []);
  const [comma] = await dialectSqlProblems("CREATE TABLE sales_raw.t (\n  id bigint\n  name string)\nLOCATION 's3://b/t/';", 'athena');
  assert.equal(comma.line, 3);
  assert.match(comma.message, /dt-sql-parser HiveSQL/);
  // CREATE TABLE AS runs on the Trino-based engine, with Trino's WITH (...) properties.
  assert.deepEqual(await dialectSqlProblems("CREATE TABLE sales_raw.t\nWITH (format = 'PARQUET') AS SELECT * FROM sales_raw.orders;", 'athena'), []);
  const [query] = await dialectSqlProblems('SELECT * FROM sales_raw.clicks WHERE;', 'athena');
  assert.match(query.message, /dt-sql-parser TrinoSQL/);
});

test('Spark: names of three or more parts are read as Spark 3 reads them, and errors quote them as written', async () => {
  // The join keeps the text's length, so every position stays where it was.
  const text = 'DELETE FROM sales.raw.orders WHERE x = a.b AND y = `q.r.s` AND z = 1.5';
  assert.equal(joinNameParts(text), 'DELETE FROM sales_raw.orders WHERE x = a.b AND y = `q.r.s` AND z = 1.5');
  assert.equal(joinNameParts(text).length, text.length);
  const quoted = 'SELECT * FROM `lakestone`.`raw`.`orders`.snapshots';
  assert.equal(joinNameParts(quoted), 'SELECT * FROM x_________________________.snapshots');
  for (const sql of [
    'DELETE FROM sales.raw.orders WHERE customer_id = 48213;',
    "ALTER TABLE sales.raw.orders SET TBLPROPERTIES ('commit.retry.num-retries' = '10');",
    "INSERT INTO sales.curated.daily SELECT order_date, count(*) FROM sales.raw.orders GROUP BY order_date;",
    'SELECT committed_at, snapshot_id FROM sales.raw.orders.snapshots ORDER BY committed_at DESC;',
    "SELECT count(*) FROM sales.raw.orders TIMESTAMP AS OF '2025-05-31 23:59:59';",
    'DESCRIBE TABLE sales.raw.inventory;',
    'INSERT INTO `lakestone`.`raw`.`orders` SELECT * FROM lakestone.raw.`orders_staging`;',
  ]) assert.deepEqual(await dialectSqlProblems(sql, 'spark'), [], sql);
  const [problem] = await dialectSqlProblems('SELECT count(*) FORM sales.raw.orders;', 'spark');
  assert.match(problem.message, /'sales\.raw' is not valid/);
  // MySQL has no catalogs: a three-part name stays an error there, not in StarRocks.
  assert.deepEqual(await dialectSqlProblems('SELECT * FROM lakestone_sales.sales_raw.orders;', 'starrocks'), []);
  assert.equal((await dialectSqlProblems('SELECT * FROM lakestone_sales.sales_raw.orders;', 'mysql')).length, 1);
});

test('Flink: CREATE TABLE without WITH is accepted, as Flink accepts it; the rest of it is still checked', async () => {
  assert.deepEqual(await dialectSqlProblems('CREATE TABLE IF NOT EXISTS sales.curated.orders_per_minute (\n  window_start TIMESTAMP(3),\n  orders BIGINT\n);', 'flink'), []);
  const [problem] = await dialectSqlProblems('CREATE TABLE sales.curated.orders_per_minute (\n  window_start TIMESTAMP(3),\n  orders BIGINT,\n);', 'flink');
  assert.ok(problem, 'a trailing comma in the column list is caught');
  assert.deepEqual(await dialectSqlProblems("SET 'execution.checkpointing.interval' = '1min';\nCREATE CATALOG sales WITH ('type' = 'iceberg', 'catalog-type' = 'rest');", 'flink'), []);
  const watermark = "CREATE TEMPORARY TABLE orders_stream (\n  order_id BIGINT,\n  updated_at TIMESTAMP(3),\n  WATERMARK FOR updated_at AS updated_at - INTERVAL '30' SECOND\n) WITH ('connector' = 'kafka');";
  assert.deepEqual(await dialectSqlProblems(watermark, 'flink'), []);
  const [broken] = await dialectSqlProblems(watermark.replace('WATERMARK FOR', 'WATERMARK'), 'flink');
  assert.equal(broken.line, 4);
});

test('the fallback grammar takes only the forms it lists; any other rejected statement reports the real parser', async () => {
  assert.deepEqual(await dialectSqlProblems("CALL sales.system.rollback_to_snapshot('curated.daily_revenue', 8102376645190523310);", 'spark'), []);
  const [call] = await dialectSqlProblems("CALL sales.system.register_table(\n  table => 'raw.orders',\n  metadata_file => concat('s3://b/', )\n);", 'spark');
  assert.equal(call.line, 3);
  assert.match(call.message, /spark \(spark\.peggy\): syntax error in the expression/);
  const [mixed] = await dialectSqlProblems("CALL sales.system.register_table(table => 'raw.orders', 's3://b/m.json');", 'spark');
  assert.match(mixed.message, /named and positional arguments cannot be mixed/);
  const [query] = await dialectSqlProblems('SELECT count(*) FROM sales.raw.orders WHERE amount >;', 'spark');
  assert.match(query.message, /dt-sql-parser SparkSQL/);
});

test('Databricks: Unity Catalog DDL by its grammar, GRANT never by Spark\'s (which accepts any words after GRANT)', async () => {
  const good = "CREATE EXTERNAL LOCATION IF NOT EXISTS northwind_lakestone_sales\nURL 's3://northwind-lakestone-sales/'\nWITH (STORAGE CREDENTIAL northwind_lakestone_cred);\nUSE CATALOG lakestone_sales;\nGRANT USE CATALOG, CREATE SCHEMA ON CATALOG lakestone_sales TO `lakestone-sync`;";
  assert.deepEqual(await dialectSqlProblems(good, 'databricks'), []);
  const [credential] = await dialectSqlProblems(good.replace('STORAGE CREDENTIAL', 'STORAGE CREDENTAL'), 'databricks');
  assert.equal(credential.line, 3);
  assert.match(credential.message, /databricks \(databricks\.peggy\).*expected CREDENTIAL/);
  const [grant] = await dialectSqlProblems('GRANT USE CATALOG ON CATALOGUE lakestone_sales TO `lakestone-sync`;', 'databricks');
  assert.match(grant.message, /databricks\.peggy/);
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

test('every kept fallback grammar says why in its first line, compiles, and parses one form it lists', async () => {
  const samples: Record<string, string> = {
    snowflake: 'DESC CATALOG INTEGRATION lakestone_glue',
    redshift: "CREATE EXTERNAL SCHEMA s FROM DATA CATALOG DATABASE 'd' IAM_ROLE 'arn:aws:iam::111122223333:role/x'",
    starrocks: 'SHOW DATABASES FROM lakestone',
    spark: "CALL lakestone.system.expire_snapshots(table => 'raw.orders', retain_last => 5)",
    databricks: 'USE CATALOG lakestone_sales',
    bigquery: "CREATE EXTERNAL TABLE sales_raw.orders OPTIONS (format = 'ICEBERG', uris = ['gs://b/m.metadata.json'])",
    sqlserver: 'ALTER ROLE lakestone_cdc_reader ADD MEMBER lakestone',
  };
  assert.deepEqual(Object.keys(samples).sort(), Object.keys(FALLBACK_FORMS).sort());
  for (const [name, sample] of Object.entries(samples)) {
    assert.ok((await fallbackParser(name)).parse(sample), name);
    const {readFileSync} = await import('node:fs');
    const first = readFileSync(`${ROOT}/scripts/lib/dialects/${name}.peggy`, 'utf8').split('\n')[0];
    assert.match(first, /^\/\/ Kept: /, name);
  }
});

// The statement forms of the kept fallback grammars, one correct and one broken statement each;
// `line` is where the broken one fails, `message` what it says when the check is semantic.
type Form = {dialect: string; form: string; good: string; bad: string; line: number; message?: RegExp};

const FORMS: Form[] = [
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

test('the synchronous variants (a child process) agree with the in-process one', async () => {
  for (const dialect of ['trino', 'duckdb', 'snowflake']) {
    const {good, broken: {keyword: [from, to]}} = MUTATIONS[dialect];
    const bad = good.replace(from, to);
    assert.deepEqual(dialectSqlProblemsSync(good, dialect), await dialectSqlProblems(good, dialect));
    assert.deepEqual(dialectSqlProblemsSync(bad, dialect), await dialectSqlProblems(bad, dialect));
  }
  const batch = dialectProblemsBatchSync([{code: MUTATIONS.spark.good, dialect: 'spark'}, {code: 'SELEC 1;', dialect: 'mysql'}]);
  assert.equal(batch.length, 2);
  assert.deepEqual(batch[0], []);
  assert.equal(batch[1].length, 1);
});

test('a batch shared out between two children comes back in the order it was given', async () => {
  const blocks = [
    {code: 'SELEC 1;', dialect: 'mysql'},
    {code: 'SELECT 1;', dialect: 'spark'},
    {code: 'SELECT 1;\nSELEC 2;', dialect: 'postgresql'},
    {code: 'SELECT 1;', dialect: 'trino'},
    {code: 'SELECT 1 FROM;', dialect: 'snowflake'},
  ];
  const lines = (result: Problem[][]) => result.map((problems) => problems.map((p) => p.line));
  const one = await dialectProblemsBatch(blocks, {workers: 1});
  assert.deepEqual(lines(one), [[1], [], [2], [], [1]]);
  assert.deepEqual(await dialectProblemsBatch(blocks, {workers: 2}), one);
});

test('plain node loads dt-sql-parser, and only the grammars of the dialects it checks', () => {
  const script = `
    import {dialectSqlProblems, loadedParsers} from './scripts/lib/dialect-sql.mjs';
    const trino = await dialectSqlProblems('SELECT 1;\\nSELEC 2;', 'trino');
    const afterTrino = loadedParsers();
    await dialectSqlProblems('SELECT 1;', 'athena');
    console.log(JSON.stringify({trino, afterTrino, afterAthena: loadedParsers()}));`;
  const result = spawnSync(process.execPath, ['--input-type=module', '-e', script], {cwd: ROOT, encoding: 'utf8'});
  assert.equal(result.status, 0, result.stderr);
  const {trino, afterTrino, afterAthena} = JSON.parse(result.stdout);
  assert.equal(trino.length, 1);
  assert.equal(trino[0].line, 2);
  assert.deepEqual(afterTrino, ['trino']);
  assert.deepEqual(afterAthena, ['trino']);
});

test('the checker wires dialect blocks to their parser, with lines relative to the block', () => {
  // code-checkers.mjs loads java-parser, which tsx cannot resolve: run it in plain node.
  const script = `
    import {CHECKERS, parseMeta, sqlDialectProblemsBatch} from './scripts/lib/code-checkers.mjs';
    const sql = (code, meta) => CHECKERS.sql(code, {meta: parseMeta(meta)});
    console.log(JSON.stringify({
      spark: sql('SELECT 1;\\nSELECT * FORM sales.raw.orders;', 'dialect=spark'),
      template: sql('SELECT <columns> FROM <table> [WHERE <condition>]', 'template dialect=spark'),
      oracle: sql('SELECT 1;', 'dialect=oracle'),
      batch: await sqlDialectProblemsBatch([
        {code: 'SELECT 1;', dialect: 'duckdb'},
        {code: 'SELECT 1;\\nSELEC 2;', dialect: 'duckdb'},
        {code: 'SELECT 1;\\n\\nSELECT a FROM t WHERE;', dialect: 'postgresql'},
      ]),
    }));`;
  const result = spawnSync(process.execPath, ['--input-type=module', '-e', script], {cwd: ROOT, encoding: 'utf8'});
  assert.equal(result.status, 0, result.stderr);
  const {spark, template, oracle, batch} = JSON.parse(result.stdout);
  assert.equal(spark.length, 1);
  assert.equal(spark[0].line, 2);
  assert.match(spark[0].message, /^spark \(dt-sql-parser SparkSQL\): /);
  // A syntax template is still only checked for balance, whatever its dialect.
  assert.deepEqual(template, []);
  assert.match(oracle[0].message, /unknown dialect "oracle"/);
  // Blocks of several engines are batched in one child process.
  assert.deepEqual(batch, [
    {index: 1, line: 2, message: 'duckdb: Parser Error: syntax error at or near "SELEC"'},
    {index: 2, line: 3, message: 'postgresql (dt-sql-parser PostgreSQL): Statement is incomplete'},
  ]);
});

test('the code-blocks check reads only the named files\' blocks, parses their dialects in a child, and counts what it checked', () => {
  const script = `
    import codeBlocks from './scripts/checks/code-blocks.mjs';
    const fence = (code) => ({lang: 'sql', meta: 'dialect=trino', line: 10, code});
    const site = {all: [
      {rel: 'docs/a.mdx', fences: [fence('SELECT 1;\\nSELEC 2;')]},
      {rel: 'docs/b.mdx', fences: [fence('SELEC 3;')]},
    ]};
    const counts = {};
    const stats = {count: (label) => { counts[label] = (counts[label] ?? 0) + 1; }};
    const pending = codeBlocks.run(site, stats, {only: new Set(['docs/a.mdx'])});
    const isPromise = pending instanceof Promise;
    console.log(JSON.stringify({isPromise, problems: await pending, counts, all: await codeBlocks.run(site, stats)}));`;
  const result = spawnSync(process.execPath, ['--input-type=module', '-e', script], {cwd: ROOT, encoding: 'utf8'});
  assert.equal(result.status, 0, result.stderr);
  const {isPromise, problems, counts, all} = JSON.parse(result.stdout);
  assert.ok(isPromise);
  assert.deepEqual(problems.map((p: {rel: string; line: number}) => [p.rel, p.line]), [['docs/a.mdx', 12]]);
  assert.match(problems[0].message, /^sql: trino \(dt-sql-parser TrinoSQL\): 'SELEC' is not valid/);
  // One block of a.mdx in the run on a.mdx, then both pages' blocks in the run on every page.
  assert.equal(counts['sql (trino)'], 3);
  assert.deepEqual(all.map((p: {rel: string}) => p.rel).sort(), ['docs/a.mdx', 'docs/b.mdx']);
});
