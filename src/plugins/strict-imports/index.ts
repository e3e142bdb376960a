import type {Plugin} from '@docusaurus/types';

/**
 * A named import that the imported module does not export stops the build, instead of being a
 * warning and an `undefined` at run time. The ejected theme files import from
 * `@docusaurus/theme-common/internal`, whose names an upgrade may remove without notice
 * (README, "Reaches into Docusaurus").
 */
export default function strictImports(): Plugin {
  return {
    name: 'lakestone-strict-imports',
    configureWebpack() {
      return {module: {parser: {javascript: {exportsPresence: 'error'}}}};
    },
  };
}
