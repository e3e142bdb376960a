import {test} from 'node:test';
import assert from 'node:assert/strict';
import {readFileSync} from 'node:fs';
import path from 'node:path';
import {exampleValuesData, regionsOf} from '../../src/plugins/own-values';
import {matcherFor, substituteCode, substituteTokens, usesExampleValues} from '../../src/own-values/substitute';
import {problemWith} from '../../src/own-values/rules';
import {usableOwnValues, VALUE_KEYS, type OwnValues} from '../../src/own-values/values';

const ROOT = path.resolve(__dirname, '../..');
const data = exampleValuesData(ROOT);
const matcher = matcherFor(data);
const OWN: OwnValues = {
  awsAccount: '444455556666',
  awsRegion: 'eu-west-1',
  gcpProject: 'acme-analytics',
  gcpRegion: 'europe-west4',
  projectId: 'prj_9z8y7x',
  bucket: 'acme-lake-bucket',
  lake: 'shop',
};
const sub = (line: string, own: OwnValues = OWN) => substituteCode(line, own, matcher);

test('the values come from data/facts/running-example.json, and the regions from the product model', () => {
  const example = JSON.parse(readFileSync(path.join(ROOT, 'data/facts/running-example.json'), 'utf8'));
  assert.deepEqual(data.values, {
    awsAccount: example.awsAccount,
    awsRegion: example.region.aws,
    gcpProject: example.gcpProject,
    gcpRegion: example.region.gcp,
    projectId: example.projectId,
    bucket: example.bucket,
    lake: example.lake,
  });
  assert.deepEqual(data.databases, example.databases);
  assert.ok(data.regions.aws.includes('us-east-1') && data.regions.aws.includes('ap-northeast-1'));
  assert.ok(data.regions.gcp.includes('us-central1') && !data.regions.gcp.includes('us-east-1'));
  for (const key of VALUE_KEYS) assert.equal(problemWith(key, data.values[key], data.regions), null, `the example's ${key} passes its own rule`);
  assert.throws(() => regionsOf('# Product model\n\nNo table.'), /Clouds and regions/);
});

test('ids, the bucket, the project and the regions are replaced as whole names only', () => {
  assert.equal(sub('arn:aws:iam::111122223333:role/lakestone-provisioner'), 'arn:aws:iam::444455556666:role/lakestone-provisioner');
  assert.equal(sub("'s3://northwind-lakestone-sales/raw/orders/'"), "'s3://acme-lake-bucket/raw/orders/'");
  assert.equal(sub('gs://northwind-lakestone-sales'), 'gs://acme-lake-bucket');
  assert.equal(sub('s3://northwind-lakestone-sales-dr/raw/'), 's3://northwind-lakestone-sales-dr/raw/', 'another bucket keeps its name');
  assert.equal(sub('--region us-east-1 --zone us-east-1a'), '--region eu-west-1 --zone us-east-1a', 'a zone is not the region');
  assert.equal(sub('orders.cluster-c9akciq32.us-east-1.rds.amazonaws.com'), 'orders.cluster-c9akciq32.eu-west-1.rds.amazonaws.com');
  assert.equal(sub('lakestone-workload@northwind-data.iam.gserviceaccount.com'), 'lakestone-workload@acme-analytics.iam.gserviceaccount.com');
  assert.equal(sub('location: us-central1'), 'location: europe-west4');
  assert.equal(sub('"projectId": "prj_4k7m2q"'), '"projectId": "prj_9z8y7x"');
  assert.equal(sub('https://adhoc-trino.prj-4k7m2q.lakestone.example'), 'https://adhoc-trino.prj-9z8y7x.lakestone.example', 'the id in a host name');
  assert.equal(sub('prj_4k7m2qx 1111222233334'), 'prj_4k7m2qx 1111222233334', 'longer ids are other ids');
});

test('sales is replaced only where it is the lake, never inside other words', () => {
  assert.equal(sub('SELECT * FROM sales.raw.orders JOIN sales.curated.customers c'), 'SELECT * FROM shop.raw.orders JOIN shop.curated.customers c');
  assert.equal(sub('CREATE DATABASE sales.raw;'), 'CREATE DATABASE shop.raw;');
  assert.equal(sub('SHOW DATABASES IN LAKE sales LIKE \'cur%\';'), "SHOW DATABASES IN LAKE shop LIKE 'cur%';");
  assert.equal(sub("CREATE LAKE sales LOCATION = 's3://northwind-lakestone-sales/';"), "CREATE LAKE shop LOCATION = 's3://acme-lake-bucket/';");
  assert.equal(sub('Lake sales created.'), 'Lake shop created.');
  assert.equal(sub('catalog = load_catalog("lakestone", warehouse="sales")'), 'catalog = load_catalog("lakestone", warehouse="shop")');
  assert.equal(sub(`{"warehouse": "sales"}`), `{"warehouse": "shop"}`);
  // Engines name the lake as their catalog.
  assert.equal(sub('spark.sql.catalog.sales.warehouse=sales'), 'spark.sql.catalog.shop.warehouse=shop');
  assert.equal(sub("OPTIONS ('spark.sql.defaultCatalog' = 'sales')"), "OPTIONS ('spark.sql.defaultCatalog' = 'shop')");
  assert.equal(sub('trino --catalog sales --schema curated'), 'trino --catalog shop --schema curated');
  assert.equal(sub('tEnv.useCatalog("sales");'), 'tEnv.useCatalog("shop");');
  assert.equal(sub('CREATE CATALOG sales WITH ('), 'CREATE CATALOG shop WITH (');
  assert.equal(sub("ATTACH 'sales' AS lakestone ("), "ATTACH 'shop' AS lakestone (");
  for (const untouched of [
    'northwind-lakestone-sales',
    "SHOW LAKES LIKE 'sales%';",
    'sales_eu.raw.orders',
    'the sales team reads salesforce.raw',
    'glue_main.sales.raw.orders',
    'SELECT sales.rawdata FROM t',
    "'spark.sql.shuffle.partitions' = 'sales'",
    'CATALOGS = (sales)',
    'LAKE sales_archive',
    'LAKESIDE sales',
    'data-sales@example.com',
  ]) {
    assert.equal(sub(untouched, {lake: 'shop'}), untouched, untouched);
  }
  assert.equal(usesExampleValues('SELECT count(*) FROM orders WHERE region = \'sales\'', matcher), false);
  assert.equal(usesExampleValues('SELECT 1;\nSHOW TABLES IN LAKE sales;', matcher), true);
});

test('a value split across tokens is written whole into the first token and removed from the others', () => {
  // How a highlighter may split the lake, the region and the bucket.
  assert.deepEqual(substituteTokens(['FROM ', 'sales', '.', 'raw', '.', 'orders'], OWN, matcher), ['FROM ', 'shop', '.', 'raw', '.', 'orders']);
  assert.deepEqual(substituteTokens(['region=', 'us', '-', 'east', '-', '1', ' x'], OWN, matcher), ['region=', 'eu-west-1', '', '', '', '', ' x']);
  assert.deepEqual(substituteTokens(["'s3://north", 'wind-lakestone-sa', "les/raw'"], OWN, matcher), ["'s3://acme-lake-bucket", '', "/raw'"]);
  assert.deepEqual(substituteTokens(['IN', ' ', 'LAKE', ' ', 'sales', ';'], OWN, matcher), ['IN', ' ', 'LAKE', ' ', 'shop', ';']);
  const tokens = ['SELECT', ' 1'];
  assert.equal(substituteTokens(tokens, OWN, matcher), tokens, 'a line without example values is returned as it was');
});

test('only the values the reader set are replaced; a line is never joined with the next', () => {
  assert.equal(sub('arn:aws:s3:::northwind-lakestone-sales in us-east-1', {lake: 'shop'}), 'arn:aws:s3:::northwind-lakestone-sales in us-east-1');
  assert.equal(sub('CREATE LAKE\nsales.raw', {lake: 'shop'}), 'CREATE LAKE\nshop.raw');
  assert.equal(sub('SHOW TABLES IN LAKE\nsales;', {lake: 'shop'}), 'SHOW TABLES IN LAKE\nsales;');
});

test('what a reader types is checked, with a message that says what is wrong', () => {
  const problem = (key: (typeof VALUE_KEYS)[number], value: string) => problemWith(key, value, data.regions);
  assert.equal(problem('awsAccount', '444455556666'), null);
  assert.match(problem('awsAccount', '4444555566')!, /12 digits; this has 10/);
  assert.match(problem('awsAccount', '4444-5555-6666')!, /12 digits, with no spaces or dashes/);
  assert.equal(problem('bucket', 'acme.lake-2'), null);
  assert.match(problem('bucket', 'ab')!, /3 to 63 characters; this has 2/);
  assert.match(problem('bucket', 'Acme_Lake')!, /only lower-case letters, digits, dots and hyphens/);
  assert.match(problem('bucket', '-acme')!, /starts and ends with a letter or a digit/);
  assert.match(problem('bucket', 'acme..lake')!, /no two dots in a row/);
  assert.match(problem('bucket', '192.168.5.4')!, /not an IP address/);
  assert.match(problem('bucket', 'xn--acme')!, /cannot start with xn--/);
  assert.match(problem('bucket', 'acme-s3alias')!, /cannot end with -s3alias/);
  assert.equal(problem('lake', 'shop_eu2'), null);
  assert.match(problem('lake', 'Shop')!, /lower-case letters, digits and underscores, starting with a letter/);
  assert.match(problem('lake', '2shop')!, /starting with a letter/);
  assert.match(problem('lake', 'a'.repeat(64))!, /1 to 63/);
  assert.equal(problem('projectId', 'prj_9z8y7x'), null);
  assert.match(problem('projectId', 'prj_9Z8Y7X')!, /prj_ followed by 6 lower-case letters or digits/);
  assert.equal(problem('gcpProject', 'acme-analytics'), null);
  assert.match(problem('gcpProject', 'acme-')!, /6 to 30/);
  assert.match(problem('awsRegion', 'us-central1')!, /Lakestone runs in us-east-1, us-east-2/);
  assert.equal(problem('gcpRegion', 'europe-west4'), null);
});

test('stored values are kept only when valid and different from the example', () => {
  assert.deepEqual(usableOwnValues({lake: 'shop', bucket: 'Bad_Bucket', awsAccount: data.values.awsAccount, extra: 'x'}, data), {lake: 'shop'});
  assert.deepEqual(usableOwnValues({awsRegion: 'eu-west-1', gcpRegion: 'us-east-1', bucket: '<b>x</b>'}, data), {awsRegion: 'eu-west-1'});
  assert.equal(usableOwnValues({lake: 'Sales!'}, data), null);
  assert.equal(usableOwnValues('shop', data), null);
  assert.equal(usableOwnValues(null, data), null);
});
