import {test} from 'node:test';
import assert from 'node:assert/strict';
import {REACT_PACKAGES} from '../../src/plugins/react-bundle';

test("React's packages go to the React bundle; packages named like them do not", () => {
  for (const file of ['/site/node_modules/react/jsx-runtime.js', '/site/node_modules/react-dom/cjs/react-dom-client.production.js', '/site/node_modules/scheduler/index.js']) {
    assert.match(file, REACT_PACKAGES, file);
  }
  for (const file of ['/site/node_modules/react-router/cjs/react-router.min.js', '/site/node_modules/react-helmet-async/lib/index.js', '/site/node_modules/react-loadable/lib/index.js', '/site/src/theme/Root.tsx']) {
    assert.doesNotMatch(file, REACT_PACKAGES, file);
  }
});
