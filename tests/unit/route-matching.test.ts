import {test} from 'node:test';
import assert from 'node:assert/strict';
import {matchRoutes} from 'react-router-config';
import {matchingRoutes, type Route} from '../../src/plugins/idle-prefetch/route-matching';

// The shape Docusaurus generates: exact pages, a blog, and nested docs wrappers under "/".
const routes: Route[] = [
  {path: '/blog', exact: true},
  {path: '/blog/archive', exact: true},
  {path: '/blog/tags/:tag', exact: true},
  {path: '/search', exact: true},
  {
    path: '/',
    routes: [
      {
        path: '/',
        routes: [
          {
            path: '/',
            routes: [
              {path: '/api/overview', exact: true},
              {path: '/product/compute/clusters', exact: true},
              {path: '/product/compute', exact: true},
              {path: '/', exact: true},
            ],
          },
        ],
      },
    ],
  },
  {path: '*'},
];

const PATHS = [
  '/', '/blog', '/blog/', '/blog/archive', '/blog/tags/cdc', '/blogx', '/search',
  '/api/overview', '/api/overview/', '/API/Overview', '/product/compute', '/product/compute/clusters',
  '/product/compute/clusters/extra', '/product', '/nowhere', '/product/compute/clusters/',
];

test('the routes found are those react-router-config finds, for exact, nested, pattern and catch-all routes', () => {
  for (const path of PATHS) {
    const expected = matchRoutes(routes as Parameters<typeof matchRoutes>[0], path).map((m) => m.route);
    assert.deepEqual(matchingRoutes(routes, path), expected, path);
  }
});

test('a doc path is found inside its three wrappers, outermost first', () => {
  const chain = matchingRoutes(routes, '/product/compute/clusters');
  assert.deepEqual(chain.map((r) => r.path), ['/', '/', '/', '/product/compute/clusters']);
});
