import {test} from 'node:test';
import assert from 'node:assert/strict';
import {darkCodeTheme, lightCodeTheme} from '../../config/prism-themes';

function luminance(hex: string): number {
  const [r, g, b] = [1, 3, 5].map((i) => parseInt(hex.slice(i, i + 2), 16) / 255).map((c) => (c <= 0.03928 ? c / 12.92 : ((c + 0.055) / 1.055) ** 2.4));
  return 0.2126 * r + 0.7152 * g + 0.0722 * b;
}

export function contrast(a: string, b: string): number {
  const [hi, lo] = [luminance(a), luminance(b)].sort((x, y) => y - x);
  return (hi + 0.05) / (lo + 0.05);
}

test('the contrast formula matches WCAG for black on white', () => {
  assert.equal(contrast('#000000', '#ffffff').toFixed(0), '21');
});

for (const [mode, theme] of [['light', lightCodeTheme], ['dark', darkCodeTheme]] as const) {
  test(`every ${mode} code color has at least 4.5:1 contrast with the block background`, () => {
    const background = theme.plain.backgroundColor as string;
    for (const color of [theme.plain.color as string, ...theme.styles.map((s) => s.style.color as string)]) {
      assert.ok(contrast(color, background) >= 4.5, `${color} on ${background}: ${contrast(color, background).toFixed(2)}:1`);
    }
  });
}
