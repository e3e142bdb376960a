import {test} from 'node:test';
import assert from 'node:assert/strict';
import {codeColorsCss} from '../../src/plugins/code-highlighting-on-demand';
import {darkCodeTheme, lightCodeTheme} from '../../config/prism-themes';

const css = codeColorsCss({light: lightCodeTheme, dark: darkCodeTheme});
const block = (selector: string) => new RegExp(`${selector.replace(/[[\]'.]/g, '\\$&')}\\{([^}]*)\\}`).exec(css)?.[1] ?? '';
const variable = (declarations: string, name: string) => new RegExp(`${name}:([^;]+);`).exec(declarations)?.[1];

test('each mode sets the block colors and every token color of its theme', () => {
  for (const [selector, theme] of [[':root', lightCodeTheme], ["[data-theme='dark']", darkCodeTheme]] as const) {
    const declarations = block(selector);
    assert.equal(variable(declarations, '--prism-color'), theme.plain.color);
    assert.equal(variable(declarations, '--prism-background-color'), theme.plain.backgroundColor);
    theme.styles.forEach((s, i) => assert.equal(variable(declarations, `--code-token-${i}-color`), s.style.color, `${selector} ${s.types}`));
  }
});

test('every token type of the themes gets a rule that reads its variable', () => {
  lightCodeTheme.styles.forEach((s, i) => {
    for (const type of s.types) {
      assert.match(css, new RegExp(`\\.prism-code \\.token\\.${type}[,{][^\\n]*color:var\\(--code-token-${i}-color\\)`), type);
    }
  });
  assert.match(block('.prism-code'), /color:var\(--prism-color\);background-color:var\(--prism-background-color\)/);
});

test('italic token styles stay italic in both modes', () => {
  const italic = lightCodeTheme.styles.findIndex((s) => s.style.fontStyle === 'italic');
  assert.ok(italic >= 0, 'the comment style is italic');
  assert.equal(variable(block(':root'), `--code-token-${italic}-font-style`), 'italic');
});

test('themes that style different token types are refused, naming the file to fix', () => {
  const dark = {...darkCodeTheme, styles: darkCodeTheme.styles.slice(1)};
  assert.throws(() => codeColorsCss({light: lightCodeTheme, dark}), /config\/prism-themes\.ts: the light and dark code themes must style the same token types/);
});
