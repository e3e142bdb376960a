import type {PrismTheme} from 'prism-react-renderer';

/**
 * Code colors for both modes. Every token color keeps a contrast of at least 4.5:1 with the
 * block's background (WCAG AA for normal text); tests/unit/prism-themes.test.ts checks it.
 */
export const lightCodeTheme: PrismTheme = {
  plain: {color: '#24292f', backgroundColor: '#f6f8fa'},
  styles: [
    {types: ['comment', 'prolog', 'doctype', 'cdata'], style: {color: '#57606a', fontStyle: 'italic'}},
    {types: ['string', 'attr-value', 'char', 'template-string'], style: {color: '#0a5c36'}},
    {types: ['number', 'boolean', 'constant', 'symbol', 'inserted', 'regex'], style: {color: '#0550ae'}},
    {types: ['keyword', 'atrule', 'selector', 'important'], style: {color: '#a0111f'}},
    {types: ['function', 'class-name', 'function-variable'], style: {color: '#6639ba'}},
    {types: ['variable', 'property', 'parameter', 'attr-name', 'entity', 'url'], style: {color: '#953800'}},
    {types: ['tag', 'deleted', 'builtin'], style: {color: '#116329'}},
    {types: ['punctuation', 'operator'], style: {color: '#24292f'}},
  ],
};

export const darkCodeTheme: PrismTheme = {
  plain: {color: '#e6edf3', backgroundColor: '#1b1f24'},
  styles: [
    {types: ['comment', 'prolog', 'doctype', 'cdata'], style: {color: '#9aa5b1', fontStyle: 'italic'}},
    {types: ['string', 'attr-value', 'char', 'template-string'], style: {color: '#a5d6a7'}},
    {types: ['number', 'boolean', 'constant', 'symbol', 'inserted', 'regex'], style: {color: '#79c0ff'}},
    {types: ['keyword', 'atrule', 'selector', 'important'], style: {color: '#ff9492'}},
    {types: ['function', 'class-name', 'function-variable'], style: {color: '#d2a8ff'}},
    {types: ['variable', 'property', 'parameter', 'attr-name', 'entity', 'url'], style: {color: '#ffb77c'}},
    {types: ['tag', 'deleted', 'builtin'], style: {color: '#7ee787'}},
    {types: ['punctuation', 'operator'], style: {color: '#c9d1d9'}},
  ],
};
