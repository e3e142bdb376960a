import {test} from 'node:test';
import assert from 'node:assert/strict';
import {formatPostDate} from '../../src/theme/BlogPostItem/Header/Info/postDate';

test('post dates read as Intl writes them in English, in UTC, for every day of two years', () => {
  const intl = new Intl.DateTimeFormat('en', {day: 'numeric', month: 'long', year: 'numeric', timeZone: 'UTC'});
  for (let day = Date.UTC(2025, 0, 1); day < Date.UTC(2027, 0, 1); day += 86_400_000) {
    const iso = new Date(day).toISOString();
    assert.equal(formatPostDate(iso), intl.format(new Date(day)), iso);
  }
});

test('the date is the UTC day, wherever the page is rendered', () => {
  assert.equal(formatPostDate('2025-05-20T00:00:00.000Z'), 'May 20, 2025');
  assert.equal(formatPostDate('2025-12-31T23:59:59.000Z'), 'December 31, 2025');
});

test('a value that is not a date is an error, not "Invalid Date"', () => {
  assert.throws(() => formatPostDate('someday'), /Not a date: someday/);
});
