import { render, screen } from '@testing-library/react';
import { Barcode, CODE128_PATTERNS } from '../src/components/barcode';

/** The bars of the rendered SVG, as [x, width] in modules, left to right. */
function barsOf(svg: Element): [number, number][] {
  return [...svg.querySelectorAll('rect.barcode__bar')]
    .map((rect): [number, number] => [Number(rect.getAttribute('x')), Number(rect.getAttribute('width'))])
    .sort((a, b) => a[0] - b[0]);
}

/** Bar and space widths from the bars (the gaps between them are the spaces). */
function elementWidths(bars: [number, number][]): number[] {
  const widths: number[] = [];
  bars.forEach(([x, width], index) => {
    if (index > 0) {
      const [previousX, previousWidth] = bars[index - 1] ?? [0, 0];
      widths.push(x - (previousX + previousWidth));
    }
    widths.push(width);
  });
  return widths;
}

/**
 * Reads the widths back as a scanner would: symbols of 6 elements (11 modules) looked up in the
 * table, the last 7 elements the stop; Start B, the text's characters, then the check symbol, which
 * must be (104 + Σ value × position) mod 103, computed here as the standard says.
 */
function decode(widths: number[]): { start: number; text: string; check: number; expectedCheck: number } {
  const stop = widths.slice(-7).join('');
  expect(stop).toBe('2331112');
  const body = widths.slice(0, -7);
  expect(body.length % 6).toBe(0);
  const values: number[] = [];
  for (let i = 0; i < body.length; i += 6) {
    const symbol = body.slice(i, i + 6);
    expect(symbol.reduce((sum, width) => sum + width, 0)).toBe(11);
    const value = CODE128_PATTERNS.indexOf(symbol.join(''));
    expect(value).toBeGreaterThanOrEqual(0);
    values.push(value);
  }
  const [start = -1, ...rest] = values;
  const check = rest.pop() ?? -1;
  let sum = 104;
  rest.forEach((value, index) => {
    sum += value * (index + 1);
  });
  return { start, text: String.fromCharCode(...rest.map((value) => value + 32)), check, expectedCheck: sum % 103 };
}

describe('Code 128 barcode', () => {
  test('when the table is read, then each of the 106 symbols has 3 bars and 3 spaces of 11 modules, all different, and stop has 13', () => {
    expect(CODE128_PATTERNS).toHaveLength(107);
    for (const pattern of CODE128_PATTERNS.slice(0, 106)) {
      expect(pattern).toMatch(/^[1-4]{6}$/);
      expect(Array.from(pattern, Number).reduce((sum, width) => sum + width, 0)).toBe(11);
    }
    expect(new Set(CODE128_PATTERNS).size).toBe(107);
    // Entries as the standard lists them: value 0 (space in set B), 16 ('0'), 33 ('A'), Start B, Stop.
    expect([
      CODE128_PATTERNS[0],
      CODE128_PATTERNS[16],
      CODE128_PATTERNS[33],
      CODE128_PATTERNS[104],
      CODE128_PATTERNS[106],
    ]).toEqual(['212222', '123122', '111323', '211214', '2331112']);
  });

  test.each(['1234567897', 'AB12', 'Card-0042 x~'])(
    'when %s is drawn, then its bars decode back to it after Start B, with the right check symbol',
    (text) => {
      render(<Barcode value={text} label={`Card number ${text} as a barcode`} />);
      const svg = screen.getByRole('img', { name: `Card number ${text} as a barcode` });
      const decoded = decode(elementWidths(barsOf(svg)));
      expect(decoded.start).toBe(104);
      expect(decoded.text).toBe(text);
      expect(decoded.check).toBe(decoded.expectedCheck);
    },
  );

  test('when "1234567897" is drawn, then its check symbol is the one worked out by hand', () => {
    // 104 + 17·1 + 18·2 + 19·3 + 20·4 + 21·5 + 22·6 + 23·7 + 24·8 + 25·9 + 23·10 = 1339; 1339 mod 103 = 0.
    render(<Barcode value="1234567897" label="card" />);
    const decoded = decode(elementWidths(barsOf(screen.getByRole('img', { name: 'card' }))));
    expect(decoded.check).toBe(0);
  });

  test('when the text holds a character code set B has not, then drawing it throws', () => {
    expect(() => render(<Barcode value="é" label="bad" />)).toThrow(RangeError);
  });
});
