import {test} from 'node:test';
import assert from 'node:assert/strict';
import {parse, COMMANDS, KEYWORDS, PRIVILEGES, ROLES, CLUSTER_TYPES, SOURCE_TYPES, SERVICES, isKeyword} from '../../src/sql/index.mjs';

type Failure = {line: number; column: number; message: string};

/** The error a block raises, or a test failure if it parses. */
function failure(text: string): Failure {
  try {
    parse(text);
  } catch (error) {
    const e = error as Failure;
    assert.equal(typeof e.line, 'number', `no line on: ${e.message}`);
    assert.equal(typeof e.column, 'number', `no column on: ${e.message}`);
    return e;
  }
  assert.fail(`parsed, but should not have:\n${text}`);
}

// For every command: one statement the grammar accepts and one it rejects, with the line of the
// error (the rejected statements put their mistake on a later line on purpose).
const CASES: Array<[command: string, accepted: string, rejected: string, line: number]> = [
  ['CREATE LAKE', "CREATE LAKE sales LOCATION = 's3://northwind-lakestone-sales/lake/' COMMENT = 'Sales data';", "CREATE LAKE sales\n  LOCATION = 'https://example.com/bucket/';", 2],
  ['ALTER LAKE', "ALTER LAKE sales SET COMMENT = 'Sales and returns';", 'ALTER LAKE sales\n  SET LOCATION = \'s3://other/\';', 2],
  ['DELETE LAKE', 'DELETE LAKE sales;', 'DELETE LAKE\n  Sales;', 2],
  ['DESCRIBE LAKE', 'DESCRIBE LAKE sales;', 'DESCRIBE LAKE sales\n  PURGE;', 2],
  ['SHOW LAKES', "SHOW LAKES LIKE 'sa%';", "SHOW LAKES\n  LIKE sa;", 2],
  ['CREATE DATABASE', "CREATE DATABASE sales.raw CATALOGS = (glue_main) COMMENT = 'Landing zone';", 'CREATE DATABASE\n  sales;', 2],
  ['ALTER DATABASE', "ALTER DATABASE sales.raw SET CATALOGS = (glue_main, unity_main) COMMENT = 'x';", 'ALTER DATABASE sales.raw SET\n  CATALOGS = (glue_main, glue_main);', 2],
  ['DELETE DATABASE', 'DELETE DATABASE sales.raw PURGE;', 'DELETE DATABASE sales.raw\n  CASCADE;', 2],
  ['DESCRIBE DATABASE', 'DESCRIBE DATABASE sales.curated;', 'DESCRIBE DATABASE\n  sales.curated.orders;', 2],
  ['SHOW DATABASES', "SHOW DATABASES IN LAKE sales LIKE 'r%';", "SHOW DATABASES\n  LIKE 'r%' IN LAKE sales;", 2],
  ['SHOW TABLES', "SHOW TABLES IN DATABASE sales.raw LIKE 'ord%';", 'SHOW TABLES\n  IN CLUSTER bi_sql;', 2],
  ['CREATE CLUSTER', "CREATE CLUSTER ingest_main TYPE = 'INGESTION' MIN_LCU = 2 MAX_LCU = 8 AUTO_SUSPEND_MINS = 0;", "CREATE CLUSTER ingest_main TYPE = 'INGESTION'\n  MIN_LCU = 2;", 1],
  ['ALTER CLUSTER', 'ALTER CLUSTER bi_sql SET MIN_LCU = 1 MAX_LCU = 16;', 'ALTER CLUSTER bi_sql\n  STOP;', 2],
  ['DELETE CLUSTER', 'DELETE CLUSTER etl_spark;', 'DELETE CLUSTER\n  etl_spark PURGE;', 2],
  ['DESCRIBE CLUSTER', 'DESCRIBE CLUSTER bi_sql;', 'DESCRIBE CLUSTER\n  bi-sql;', 2],
  ['SHOW CLUSTERS', 'SHOW CLUSTERS;', 'SHOW CLUSTERS\n  IN LAKE sales;', 2],
  ['CREATE SOURCE', "CREATE SOURCE orders_kafka TYPE = 'KAFKA' OPTIONS ('bootstrap.servers' = 'b-1.example.com:9092');", "CREATE SOURCE orders_kafka\n  TYPE = 'RABBITMQ';", 2],
  ['ALTER SOURCE', "ALTER SOURCE orders_kafka SET OPTIONS ('sasl.password' = SECRET 'arn:aws:secretsmanager:us-east-1:111122223333:secret:lakestone/kafka-a1B2c3');", "ALTER SOURCE orders_kafka SET\n  OPTIONS ('sasl.password' = SECRET 'hunter2');", 2],
  ['DELETE SOURCE', 'DELETE SOURCE orders_kafka;', 'DELETE SOURCE\n  orders_kafka, returns_kafka;', 2],
  ['DESCRIBE SOURCE', 'DESCRIBE SOURCE orders_kafka;', 'DESCRIBE\n  SOURCES orders_kafka;', 2],
  ['SHOW SOURCES', 'SHOW SOURCES;', 'SHOW SOURCES\n  LIMIT 5;', 2],
  ['CREATE TRANSFORMATION', "CREATE TRANSFORMATION add_ts TYPE = 'ADD_TIMESTAMP';", "CREATE TRANSFORMATION add_ts\n  TYPE = 'KAFKA';", 2],
  ['ALTER TRANSFORMATION', "ALTER TRANSFORMATION add_ts SET COMMENT = 'Ingestion time';", "ALTER TRANSFORMATION add_ts SET\n  TYPE = 'CUSTOM';", 2],
  ['DELETE TRANSFORMATION', 'DELETE TRANSFORMATION add_ts;', 'DELETE TRANSFORMATION\n  ;', 2],
  ['DESCRIBE TRANSFORMATION', 'DESCRIBE TRANSFORMATION add_ts;', 'DESCRIBE TRANSFORMATION\n  add_ts add_ts;', 2],
  ['SHOW TRANSFORMATIONS', "SHOW TRANSFORMATIONS LIKE 'add%';", "SHOW TRANSFORMATIONS\n  LIKE \"add%\";", 2],
  ['CREATE VALIDATION', "CREATE VALIDATION order_not_null TYPE = 'NOT_NULL' OPTIONS ('fields' = 'order_id');", "CREATE VALIDATION order_not_null\n  OPTIONS ('fields' = 'order_id');", 1],
  ['ALTER VALIDATION', "ALTER VALIDATION order_not_null SET OPTIONS ('fields' = 'order_id,region');", 'ALTER VALIDATION order_not_null\n  SET;', 2],
  ['DELETE VALIDATION', 'DELETE VALIDATION order_not_null;', 'DELETE VALIDATION\n  order_not_null PURGE;', 2],
  ['DESCRIBE VALIDATION', 'DESCRIBE VALIDATION order_not_null;', 'DESCRIBE VALIDATION\n  "order_not_null";', 2],
  ['SHOW VALIDATIONS', 'SHOW VALIDATIONS;', 'SHOW VALIDATIONS\n  ALL;', 2],
  ['CREATE CATALOG', "CREATE CATALOG glue_main TYPE = 'GLUE' OPTIONS ('glue.region' = 'us-east-1');", "CREATE CATALOG glue_main\n  TYPE = 'NESSIE';", 2],
  ['ALTER CATALOG', "ALTER CATALOG glue_main SET COMMENT = 'Main Glue catalog';", "ALTER CATALOG glue_main SET\n  COMMENT = 'a' COMMENT = 'b';", 2],
  ['DELETE CATALOG', 'DELETE CATALOG glue_main;', 'DELETE CATALOG\n  glue_main\n  glue_old;', 3],
  ['DESCRIBE CATALOG', 'DESCRIBE CATALOG glue_main;', 'DESCRIBE CATALOG\n  GlueMain;', 2],
  ['SHOW CATALOGS', 'SHOW CATALOGS;', 'SHOW CATALOGS\n  IN DATABASE sales.raw;', 2],
  [
    'CREATE STREAM CAPTURE',
    "CREATE STREAM CAPTURE orders_capture\n  SOURCE = orders_kafka\n  TABLE = sales.raw.orders\n  WRITE_MODE = 'UPSERT'\n  CLUSTER = ingest_main\n  RECORD_KEY_FIELDS = ('order_id')\n  ORDERING_FIELD = 'updated_at'\n  FORMATS = ('ICEBERG', 'DELTA')\n  OPTIONS ('kafka.topic' = 'orders', 'start.position' = 'EARLIEST');",
    "CREATE STREAM CAPTURE orders_capture\n  SOURCE = orders_kafka\n  TABLE = sales.raw.orders\n  WRITE_MODE = 'MERGE'\n  CLUSTER = ingest_main;",
    4,
  ],
  ['ALTER STREAM CAPTURE', "ALTER STREAM CAPTURE orders_capture SET SYNC_FREQUENCY_MINS = 10 CLUSTER = ingest_main OPTIONS ('start.position' = 'LATEST');", "ALTER STREAM CAPTURE orders_capture SET\n  WRITE_MODE = 'APPEND';", 2],
  ['DELETE STREAM CAPTURE', 'DELETE STREAM CAPTURE orders_capture;', 'DELETE STREAM\n  orders_capture;', 2],
  ['DESCRIBE STREAM CAPTURE', 'DESCRIBE STREAM CAPTURE orders_capture;', 'DESCRIBE STREAM CAPTURE\n  sales.raw.orders;', 2],
  ['SHOW STREAM CAPTURES', "SHOW STREAM CAPTURES IN DATABASE sales.raw LIKE 'orders%';", 'SHOW STREAM CAPTURES\n  IN LAKE sales;', 2],
  [
    'CREATE JOB',
    "CREATE JOB nightly_rollup TYPE = 'JAR' CLUSTER = etl_spark ENTRY_POINT = 's3://northwind-lakestone-sales/jobs/rollup.jar'\n  MAIN_CLASS = 'com.northwind.Rollup' SCHEDULE = '0 2 * * *' MAX_RETRIES = 2 TIMEOUT_MINS = 120\n  SPARK_CONF = ('spark.executor.memory' = '8g');",
    "CREATE JOB nightly_rollup TYPE = 'PYTHON' CLUSTER = etl_spark\n  ENTRY_POINT = 's3://northwind-lakestone-sales/jobs/rollup.py'\n  MAIN_CLASS = 'com.northwind.Rollup';",
    3,
  ],
  ['ALTER JOB', "ALTER JOB nightly_rollup SET SCHEDULE = 'NONE' MAX_RETRIES = 0;", "ALTER JOB nightly_rollup SET\n  TYPE = 'PYTHON';", 2],
  ['DELETE JOB', 'DELETE JOB nightly_rollup;', 'DELETE JOB\n  nightly_rollup FORCE;', 2],
  ['DESCRIBE JOB', 'DESCRIBE JOB nightly_rollup;', 'DESCRIBE JOB\n  run;', 2],
  ['SHOW JOBS', 'SHOW JOBS;', 'SHOW JOBS\n  IN CLUSTER etl_spark;', 2],
  ['RUN JOB', "RUN JOB nightly_rollup ARGUMENTS = ('--date', '2025-06-01');", "RUN JOB nightly_rollup\n  ARGUMENTS = '--date';", 2],
  [
    'CREATE AND RUN JOB',
    "CREATE AND RUN JOB backfill_orders TYPE = 'PYTHON' CLUSTER = etl_spark ENTRY_POINT = 'gs://northwind-lakestone-sales/jobs/backfill.py' PY_FILES = ('gs://northwind-lakestone-sales/jobs/libs.zip');",
    "CREATE AND RUN JOB backfill_orders TYPE = 'PYTHON' CLUSTER = etl_spark\n  ENTRY_POINT = 'jobs/backfill.py';",
    2,
  ],
  ['SHOW RUNS IN JOB', 'SHOW RUNS IN JOB nightly_rollup LIMIT 50;', 'SHOW RUNS IN JOB nightly_rollup\n  LIMIT 5000;', 2],
  ['DESCRIBE JOB RUN', "DESCRIBE JOB RUN 'run_8f2k1';", 'DESCRIBE JOB RUN\n  run_8f2k1;', 2],
  ['CANCEL JOB RUN', "CANCEL JOB RUN 'run_8f2k1';", "CANCEL JOB RUN\n  '8f2k1';", 2],
  ['RUN SERVICE IN TABLE', 'RUN SERVICE COMPACTION IN TABLE sales.raw.orders;', 'RUN SERVICE VACUUM\n  IN TABLE sales.raw.orders;', 1],
  [
    'ALTER SERVICE IN TABLE',
    "ALTER SERVICE CLUSTERING IN TABLE sales.raw.orders SET ENABLED = TRUE SCHEDULE = '0 3 * * *' OPTIONS ('clustering.keys' = 'region', 'clustering.strategy' = 'ZORDER');",
    "ALTER SERVICE CLEANING IN TABLE sales.raw.orders SET\n  OPTIONS ('target.file.size.mb' = '256');",
    2,
  ],
  ['ALTER SERVICES_CLUSTER IN TABLE', 'ALTER SERVICES_CLUSTER IN TABLE sales.raw.orders SET CLUSTER = services_large;', 'ALTER SERVICES_CLUSTER IN TABLE sales.raw.orders\n  SET ENABLED = FALSE;', 2],
  ['GRANT', "GRANT USAGE, MONITOR ON CLUSTER bi_sql TO USER 'ana@example.com';", "GRANT USAGE\n  ON PROJECT TO USER 'ana@example.com';", 1],
  ['REVOKE', "REVOKE SELECT ON DATABASE sales.curated FROM GROUP 'BI Analysts';", "REVOKE SELECT ON DATABASE sales.curated\n  TO GROUP 'BI Analysts';", 2],
  ['GRANT ROLE', 'GRANT ROLE PROJECT_OPERATOR TO SERVICE PRINCIPAL airflow_prod;', "GRANT ROLE\n  ORG_ADMIN TO USER 'ana@example.com';", 2],
  ['REVOKE ROLE', "REVOKE ROLE PROJECT_EDITOR FROM USER 'ana@example.com';", "REVOKE ROLE PROJECT_EDITOR\n  FROM USER 'ana';", 2],
  ['SHOW GRANTS', 'SHOW GRANTS ON TABLE sales.raw.orders;', "SHOW GRANTS\n  ON TABLE sales.raw.orders TO USER 'ana@example.com';", 2],
  ['CREATE SERVICE PRINCIPAL', "CREATE SERVICE PRINCIPAL airflow_prod COMMENT = 'Airflow in production';", 'CREATE SERVICE PRINCIPAL\n  airflow-prod;', 2],
  ['ALTER SERVICE PRINCIPAL', 'ALTER SERVICE PRINCIPAL airflow_prod DISABLE;', 'ALTER SERVICE PRINCIPAL airflow_prod\n  SUSPEND;', 2],
];

test('every command of the grammar has a test case', () => {
  assert.deepEqual(CASES.map(([command]) => command).sort(), Object.keys(COMMANDS).sort());
});

for (const [command, accepted, rejected, line] of CASES) {
  test(`${command}: accepts a valid statement and rejects an invalid one at line ${line}`, () => {
    const [statement, ...rest] = parse(accepted);
    assert.equal(rest.length, 0);
    assert.equal(statement.command, command);
    assert.equal(statement.location.start.line, 1);
    const error = failure(rejected);
    assert.equal(error.line, line, `reported at line ${error.line}: ${error.message}`);
    assert.ok(error.message.length > 10);
  });
}

test('a statement comes back with its name and clauses', () => {
  const [statement] = parse("CREATE CLUSTER ingest_main TYPE = 'INGESTION' MIN_LCU = 2 MAX_LCU = 8 OPTIONS ('node.pool' = 'general') COMMENT = 'it''s ours';");
  assert.equal(statement.command, 'CREATE CLUSTER');
  assert.equal(statement.name, 'ingest_main');
  assert.deepEqual(statement.clauses, {TYPE: 'INGESTION', MIN_LCU: 2, MAX_LCU: 8, OPTIONS: {'node.pool': 'general'}, COMMENT: "it's ours"});
  const [grant] = parse("GRANT CREATE STREAM CAPTURE, USAGE ON DATABASE sales.raw TO GROUP 'Data Engineering';");
  assert.deepEqual(grant.clauses['<privilege>'], ['CREATE STREAM CAPTURE', 'USAGE']);
  assert.deepEqual(grant.clauses['<object>'], {type: 'DATABASE', name: 'sales.raw'});
  assert.deepEqual(grant.clauses['<grantee>'], {type: 'GROUP', name: 'Data Engineering'});
});

test('integer ranges: MIN_LCU and MAX_LCU are 1 to 512', () => {
  const make = (min: number, max: number) => `CREATE CLUSTER c TYPE = 'SPARK' MIN_LCU = ${min} MAX_LCU = ${max};`;
  assert.equal(parse(make(1, 512)).length, 1);
  assert.match(failure(make(0, 8)).message, /MIN_LCU must be an integer from 1 to 512/);
  assert.match(failure(make(1, 513)).message, /MAX_LCU must be an integer from 1 to 512/);
  assert.match(failure(make(9, 8)).message, /MIN_LCU \(9\) is greater than MAX_LCU \(8\)/);
  assert.match(failure(make(-1, 8)).message, /Expected integer/);
});

test('other ranges: auto-suspend, sync frequency, retries, timeout, LIMIT', () => {
  assert.equal(parse('ALTER CLUSTER bi_sql SET AUTO_SUSPEND_MINS = 0;').length, 1);
  assert.match(failure('ALTER CLUSTER bi_sql SET AUTO_SUSPEND_MINS = 1441;').message, /AUTO_SUSPEND_MINS/);
  assert.match(failure('ALTER STREAM CAPTURE f SET SYNC_FREQUENCY_MINS = 0;').message, /SYNC_FREQUENCY_MINS/);
  assert.match(failure('ALTER JOB j SET MAX_RETRIES = 11;').message, /MAX_RETRIES/);
  assert.match(failure('ALTER JOB j SET TIMEOUT_MINS = 10081;').message, /TIMEOUT_MINS/);
  assert.equal(parse('SHOW RUNS IN JOB j LIMIT 1000;').length, 1);
  assert.match(failure('SHOW RUNS IN JOB j LIMIT 0;').message, /LIMIT/);
});

test('unknown types and enumerations are rejected', () => {
  for (const type of CLUSTER_TYPES) assert.equal(parse(`CREATE CLUSTER c TYPE = '${type}' MIN_LCU = 1 MAX_LCU = 2;`).length, 1);
  for (const type of SOURCE_TYPES) assert.equal(parse(`CREATE SOURCE s TYPE = '${type}';`).length, 1);
  assert.match(failure("CREATE CLUSTER c TYPE = 'GPU' MIN_LCU = 1 MAX_LCU = 2;").message, /unknown cluster type 'GPU'/);
  assert.match(failure("CREATE CLUSTER c TYPE = 'sql' MIN_LCU = 1 MAX_LCU = 2;").message, /unknown cluster type 'sql'/);
  assert.match(failure("CREATE SOURCE s TYPE = 'KINESIS_FIREHOSE';").message, /unknown source type/);
  assert.match(failure("CREATE TRANSFORMATION t TYPE = 'UPPERCASE';").message, /unknown transformation type/);
  assert.match(failure("CREATE VALIDATION v TYPE = 'REGEX';").message, /unknown validation type/);
  assert.match(failure("CREATE CATALOG c TYPE = 'NESSIE';").message, /unknown catalog type/);
  assert.match(failure("CREATE JOB j TYPE = 'SCALA' CLUSTER = etl_spark ENTRY_POINT = 's3://b-1/x.jar';").message, /unknown job type/);
  assert.match(failure("ALTER STREAM CAPTURE f SET FORMATS = ('DELTA');").message, /always includes 'ICEBERG'/);
  assert.match(failure("ALTER STREAM CAPTURE f SET FORMATS = ('ICEBERG', 'HUDI');").message, /unknown table format 'HUDI'/);
  assert.match(failure("CREATE STREAM CAPTURE f SOURCE = s TABLE = a.b.c WRITE_MODE = 'APPEND' CLUSTER = c OPTIONS ('kafka.group' = 'x');").message, /no option 'kafka.group'/);
  assert.match(failure("CREATE STREAM CAPTURE f SOURCE = s TABLE = a.b.c WRITE_MODE = 'APPEND' CLUSTER = c OPTIONS ('start.position' = 'NOW');").message, /'EARLIEST', 'LATEST'/);
  for (const service of SERVICES) assert.equal(parse(`RUN SERVICE ${service} IN TABLE sales.raw.orders;`).length, 1);
  assert.match(failure("ALTER SERVICE CLUSTERING IN TABLE a.b.c SET OPTIONS ('clustering.strategy' = 'HILBERT');").message, /'LINEAR', 'ZORDER'/);
});

test('ALTER ... SET clears a list with an empty list; CREATE needs at least one element', () => {
  assert.deepEqual(parse('ALTER DATABASE sales.raw SET CATALOGS = ();')[0].clauses.SET, {CATALOGS: []});
  const [flow] = parse('ALTER STREAM CAPTURE orders_capture SET TRANSFORMATIONS = () VALIDATIONS = () PARTITION_FIELDS = ();');
  assert.deepEqual(flow.clauses.SET, {TRANSFORMATIONS: [], VALIDATIONS: [], PARTITION_FIELDS: []});
  assert.match(failure('CREATE DATABASE sales.raw CATALOGS = ();').message, /Expected list of names/);
  assert.match(failure("CREATE STREAM CAPTURE f SOURCE = s TABLE = a.b.c WRITE_MODE = 'APPEND' CLUSTER = c TRANSFORMATIONS = ();").message, /Expected list of names/);
  assert.match(failure('ALTER STREAM CAPTURE f SET RECORD_KEY_FIELDS = ();').message, /Expected list of strings/);
});

test('ALTER STREAM CAPTURE SET OPTIONS takes the options of CREATE STREAM CAPTURE', () => {
  const [flow] = parse("ALTER STREAM CAPTURE pg_orders SET OPTIONS ('postgres.slot.name' = 'lakestone_pg_orders_v2');");
  assert.deepEqual(flow.clauses.SET.OPTIONS, {'postgres.slot.name': 'lakestone_pg_orders_v2'});
  // Keys naming what the flow reads parse; the service rejects them at run time (LKS-1004).
  assert.equal(parse("ALTER STREAM CAPTURE orders_capture SET OPTIONS ('kafka.topic' = 'orders_v2');").length, 1);
  assert.match(failure("ALTER STREAM CAPTURE f SET OPTIONS ('kafka.group' = 'x');").message, /no option 'kafka.group'/);
  assert.match(failure("ALTER STREAM CAPTURE f SET OPTIONS ('start.position' = 'NOW');").message, /'EARLIEST', 'LATEST'/);
});

test('privileges, roles, objects and grantees follow the product model', () => {
  for (const privilege of PRIVILEGES) {
    const object = privilege === 'CREATE DATABASE' ? 'LAKE sales' : privilege === 'CREATE STREAM CAPTURE' ? 'DATABASE sales.raw' : ['USAGE', 'OPERATE', 'SELECT'].includes(privilege) ? 'TABLE sales.raw.orders' : 'PROJECT';
    const statement = `GRANT ${privilege} ON ${object} TO SERVICE PRINCIPAL ci;`;
    if (privilege === 'USAGE') assert.match(failure(statement).message, /USAGE is granted on .*not on TABLE/);
    else assert.equal(parse(statement)[0].command, 'GRANT', statement);
  }
  for (const role of ROLES) assert.equal(parse(`GRANT ROLE ${role} TO GROUP 'Data Engineering';`)[0].clauses['<role>'], role);
  assert.match(failure("GRANT ALL ON PROJECT TO USER 'ana@example.com';").message, /unknown privilege ALL/);
  assert.match(failure("GRANT CREATE TABLE ON DATABASE sales.raw TO USER 'ana@example.com';").message, /unknown privilege CREATE TABLE/);
  assert.match(failure("GRANT USAGE, USAGE ON CLUSTER c TO USER 'ana@example.com';").message, /listed twice/);
  assert.match(failure("GRANT ROLE PROJECT_OWNER TO USER 'ana@example.com';").message, /unknown role PROJECT_OWNER/);
  assert.match(failure("GRANT ROLE BILLING_ADMIN TO USER 'ana@example.com';").message, /organization role/);
  assert.match(failure("GRANT USAGE ON WAREHOUSE w TO USER 'ana@example.com';").message, /Expected <object>/);
  assert.match(failure("GRANT USAGE ON CLUSTER c TO ROLE analyst;").message, /Expected <grantee>/);
  assert.match(failure("GRANT USAGE ON CLUSTER c TO USER 'not-an-address';").message, /e-mail address/);
});

test('keywords are case-insensitive; names and values are not', () => {
  const [statement] = parse("create Cluster bi_sql Type = 'SQL' min_lcu = 1 Max_Lcu = 4 auto_suspend_mins = 30;");
  assert.equal(statement.command, 'CREATE CLUSTER');
  assert.deepEqual(statement.clauses, {TYPE: 'SQL', MIN_LCU: 1, MAX_LCU: 4, AUTO_SUSPEND_MINS: 30});
  assert.equal(parse("grant usage on cluster bi_sql to user 'ana@example.com';")[0].command, 'GRANT');
  assert.equal(parse('run service compaction in table sales.raw.orders;')[0].clauses['<service>'], 'COMPACTION');
  assert.match(failure('DESCRIBE CLUSTER BI_SQL;').message, /lower-case/);
  assert.match(failure('CREATE LAKE in LOCATION = \'s3://northwind-lakestone-sales/\';').message, /IN is a reserved keyword/);
  assert.equal(parse("CREATE LAKE comment LOCATION = 's3://northwind-lakestone-sales/' COMMENT = 'a lake named comment';")[0].name, 'comment');
});

test('blocks: several statements, comments, terminators', () => {
  const block = [
    '-- Size the ingestion cluster for the holiday peak',
    'ALTER CLUSTER ingest_main SET MAX_LCU = 16; -- was 8',
    '',
    "SHOW CLUSTERS LIKE 'ingest%';",
    "DESCRIBE STREAM CAPTURE orders_capture; SHOW TABLES IN LAKE sales;",
  ].join('\n');
  const statements = parse(block);
  assert.deepEqual(statements.map((s: {command: string}) => s.command), ['ALTER CLUSTER', 'SHOW CLUSTERS', 'DESCRIBE STREAM CAPTURE', 'SHOW TABLES']);
  assert.deepEqual(statements.map((s: {location: {start: {line: number}}}) => s.location.start.line), [2, 4, 5, 5]);
  assert.deepEqual(parse('-- only a comment\n'), []);
  const missing = failure('SHOW LAKES;\nSHOW CLUSTERS\nSHOW JOBS;');
  assert.equal(missing.line, 3);
  assert.match(failure("COMMENT ON TABLE x IS 'y';").message, /Expected/);
  assert.match(failure("CREATE LAKE sales LOCATION = 's3://northwind-lakestone-sales/\n';").message, /string/);
});

test('secrets are references, never values', () => {
  const gcp = "ALTER CATALOG bq SET OPTIONS ('credentials' = SECRET 'projects/northwind-data/secrets/lakestone-bq/versions/3');";
  assert.deepEqual(parse(gcp)[0].clauses.SET.OPTIONS, {credentials: {secret: 'projects/northwind-data/secrets/lakestone-bq/versions/3'}});
  assert.match(failure("ALTER SOURCE s SET OPTIONS ('sasl.password' = SECRET 'arn:aws:s3:::bucket');").message, /Secrets Manager/);
  assert.match(failure("ALTER SOURCE s SET OPTIONS ('a' = 1, 'a' = 2);").message, /given twice/);
});

test('KEYWORDS come from the grammar, with reserved words marked', () => {
  const byWord = new Map(KEYWORDS.map((k: {keyword: string; reserved: boolean}) => [k.keyword, k.reserved]));
  for (const word of ['CREATE', 'ALTER', 'DELETE', 'SET', 'ON', 'TO', 'FROM', 'IN', 'TRUE']) assert.equal(byWord.get(word), true, word);
  for (const word of ['CLUSTER', 'MIN_LCU', 'COMMENT', 'SERVICES_CLUSTER', 'USAGE', 'PROJECT_ADMIN', 'COMPACTION', 'PRINCIPALS']) assert.equal(byWord.get(word), false, word);
  assert.ok(!byWord.has('SELECT_ALL') && !byWord.has('DROP') && !byWord.has('INGESTION'));
  assert.deepEqual([...byWord.keys()], [...byWord.keys()].sort((a, b) => a.localeCompare(b)));
  assert.ok(isKeyword('min_lcu') && !isKeyword('warehouse'));
  // Every clause keyword of every command is a keyword.
  for (const parts of Object.values(COMMANDS) as string[][]) {
    for (const part of parts) if (!part.startsWith('<')) for (const word of part.split(' ')) assert.ok(byWord.has(word), word);
  }
});

test('COMMANDS lists each command\'s clauses and positional parts', () => {
  assert.deepEqual(COMMANDS['CREATE CLUSTER'], ['<name>', 'TYPE', 'MIN_LCU', 'MAX_LCU', 'AUTO_SUSPEND_MINS', 'OPTIONS', 'COMMENT']);
  assert.deepEqual(COMMANDS['SHOW TABLES'], ['IN LAKE', 'IN DATABASE', 'LIKE']);
  assert.deepEqual(COMMANDS['GRANT'], ['<privilege>', '<object>', '<grantee>']);
  assert.deepEqual(COMMANDS['DESCRIBE JOB RUN'], ['<run id>']);
  assert.deepEqual(COMMANDS['ALTER SERVICES_CLUSTER IN TABLE'], ['<lake>.<database>.<table>', 'SET', 'CLUSTER']);
  assert.equal(Object.keys(COMMANDS).length, 61);
});
