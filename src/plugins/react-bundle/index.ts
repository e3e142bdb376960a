import type {Plugin} from '@docusaurus/types';

/** React's own packages, which every page runs first. */
export const REACT_PACKAGES = /[\\/]node_modules[\\/](react|react-dom|scheduler)[\\/]/;

/**
 * Puts React in a start-up script of its own, next to main.js. The browser compiles each script in
 * its own task, so React's 175 KB no longer lengthen the main bundle's task, the longest after the
 * first paint. The bytes downloaded stay the same.
 */
export default function reactBundle(): Plugin {
  return {
    name: 'lakestone-react-bundle',
    configureWebpack(_config, isServer) {
      if (isServer) return {};
      return {
        optimization: {
          splitChunks: {
            cacheGroups: {
              react: {test: REACT_PACKAGES, name: 'react', chunks: 'initial', enforce: true, priority: 60},
            },
          },
        },
      };
    },
  };
}
