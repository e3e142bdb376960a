import {test} from 'node:test';
import assert from 'node:assert/strict';
import {feedbackLink} from '../../src/components/PageFeedback/feedbackLink';
import {readSettings} from '../../config/env';

test("the default feedback link opens the cloud app's form with the page's path, title and answer", () => {
  const href = feedbackLink(readSettings({}).FEEDBACK_URL, {path: '/product/compute/clusters', title: 'Clusters'}, 'no');
  const url = new URL(href);
  assert.equal(url.origin + url.pathname, 'https://app.lakestone.example/feedback');
  assert.deepEqual([...url.searchParams], [['path', '/product/compute/clusters'], ['title', 'Clusters'], ['helpful', 'no']]);
});

test('titles with spaces, ampersands and quotes survive the trip; a query in FEEDBACK_URL is kept', () => {
  const title = 'Kafka & "Schema Registry": 100% of topics?';
  const href = feedbackLink('https://app.staging.lakestone.example/feedback?form=docs&title=old', {path: '/guides/cdc', title}, 'yes');
  const url = new URL(href);
  assert.equal(url.searchParams.get('form'), 'docs');
  assert.equal(url.searchParams.get('title'), title);
  assert.deepEqual(url.searchParams.getAll('title'), [title]);
  assert.equal(url.searchParams.get('helpful'), 'yes');
  assert.ok(!href.includes(' ') && !href.includes('"'), href);
});
