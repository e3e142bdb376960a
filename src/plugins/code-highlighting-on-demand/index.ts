import type {Plugin} from '@docusaurus/types';

/**
 * The classic theme registers Prism's extra languages in a client module, which puts Prism and
 * every grammar in the bundle that all pages run first (105 KB of JavaScript; its set-up was a
 * fifth of a doc page's script time at load). This empties that module; src/theme/CodeBlock
 * registers the languages instead, so Prism loads with the first page that shows code.
 */
export default function codeHighlightingOnDemand(): Plugin {
  return {
    name: 'lakestone-code-highlighting-on-demand',
    configureWebpack() {
      return {resolve: {alias: {[require.resolve('@docusaurus/theme-classic/lib/prism-include-languages')]: false}}};
    },
  };
}
