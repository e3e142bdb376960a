import type {PrismTheme} from 'prism-react-renderer';

/**
 * Code colors for both modes. Every token color keeps a contrast of at least 4.5:1 with the
 * block's background (WCAG AA for normal text); tests/unit/prism-themes.test.ts checks it.
 */
/** Each token group's color in light and dark mode: one list, so both themes cover the same tokens. */
const TOKEN_COLORS: Array<{types: string[]; light: string; dark: string; italic?: boolean}> = [
  {types: ['comment', 'prolog', 'doctype', 'cdata'], light: '#57606a', dark: '#9aa5b1', italic: true},
  {types: ['string', 'attr-value', 'char', 'template-string'], light: '#0a5c36', dark: '#a5d6a7'},
  {types: ['number', 'boolean', 'constant', 'symbol', 'inserted', 'regex'], light: '#0550ae', dark: '#79c0ff'},
  {types: ['keyword', 'atrule', 'selector', 'important'], light: '#a0111f', dark: '#ff9492'},
  {types: ['function', 'class-name', 'function-variable'], light: '#6639ba', dark: '#d2a8ff'},
  {types: ['variable', 'property', 'parameter', 'attr-name', 'entity', 'url'], light: '#953800', dark: '#ffb77c'},
  {types: ['tag', 'deleted', 'builtin'], light: '#116329', dark: '#7ee787'},
  {types: ['punctuation', 'operator'], light: '#24292f', dark: '#c9d1d9'},
];

function codeTheme(mode: 'light' | 'dark', plain: {color: string; backgroundColor: string}): PrismTheme {
  return {
    plain,
    styles: TOKEN_COLORS.map(({types, italic, ...colors}) => ({
      types,
      style: italic ? {color: colors[mode], fontStyle: 'italic' as const} : {color: colors[mode]},
    })),
  };
}

export const lightCodeTheme = codeTheme('light', {color: '#24292f', backgroundColor: '#f6f8fa'});
export const darkCodeTheme = codeTheme('dark', {color: '#e6edf3', backgroundColor: '#1b1f24'});
