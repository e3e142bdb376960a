// Unit tests of scripts/lib/dialect-sql.mjs: every dialect accepts a correct statement and
// rejects a broken one, and the fallback grammars accept exactly their statement forms.
import {test, after} from 'node:test';
import assert from 'node:assert/strict';
import {
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

after(() => {
  // The DuckDB instance keeps the event loop alive; the tests are done with it.
  setImmediate(() => process.exit(process.exitCode ?? 0));
});

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
