/**
 * A Code 128 barcode (code set B: printable ASCII) as an SVG, with no library: the member's card on
 * /my, to show at the desk, and the card printer's. A desk scanner reads it from
 * a phone's screen: black bars on a white ground, a quiet zone of 10 modules either side.
 */

/**
 * The 107 symbols of Code 128 (ISO/IEC 15417), by value: the widths (in modules) of bar, space, bar,
 * space, bar, space; each adds up to 11. 103–105 are Start A, B and C; 106 is Stop (7 elements, 13
 * modules: its last bar ends the symbol).
 */
// prettier-ignore
export const CODE128_PATTERNS: readonly string[] = [
  '212222', '222122', '222221', '121223', '121322', '131222', '122213', '122312', '132212', '221213',
  '221312', '231212', '112232', '122132', '122231', '113222', '123122', '123221', '223211', '221132',
  '221231', '213212', '223112', '312131', '311222', '321122', '321221', '312212', '322112', '322211',
  '212123', '212321', '232121', '111323', '131123', '131321', '112313', '132113', '132311', '211313',
  '231113', '231311', '112133', '112331', '132131', '113123', '113321', '133121', '313121', '211331',
  '231131', '213113', '213311', '213131', '311123', '311321', '331121', '312113', '312311', '332111',
  '314111', '221411', '431111', '111224', '111422', '121124', '121421', '141122', '141221', '112214',
  '112412', '122114', '122411', '142112', '142211', '241211', '221114', '413111', '241112', '134111',
  '111242', '121142', '121241', '114212', '124112', '124211', '411212', '421112', '421211', '212141',
  '214121', '412121', '111143', '111341', '131141', '114113', '114311', '411113', '411311', '113141',
  '114131', '311141', '411131', '211412', '211214', '211232', '2331112',
];

/** The value of Start B, and of Stop. */
export const CODE128_START_B = 104;
export const CODE128_STOP = 106;

/** Modules of white before and after the bars (the scanner's quiet zone). */
const QUIET_MODULES = 10;

/** The value of a character in code set B: space (32) is 0, '~' (126) is 94. */
function valueB(character: string): number {
  const code = character.charCodeAt(0);
  if (character.length !== 1 || code < 32 || code > 126) {
    throw new RangeError(`Code 128 B cannot encode ${JSON.stringify(character)}`);
  }
  return code - 32;
}

/** The check symbol of values after Start B: (104 + the sum of value × its position from 1) mod 103. */
export function code128CheckValue(values: readonly number[]): number {
  return values.reduce((sum, value, index) => sum + value * (index + 1), CODE128_START_B) % 103;
}

/** The symbol values of `text` in code set B: Start B, the characters, the check symbol, Stop. */
export function code128BValues(text: string): number[] {
  const values = Array.from(text, valueB);
  return [CODE128_START_B, ...values, code128CheckValue(values), CODE128_STOP];
}

/** The widths in modules of every bar and space of `text`'s barcode, bar first (no quiet zone). */
export function code128BWidths(text: string): number[] {
  return code128BValues(text).flatMap((value) => Array.from(CODE128_PATTERNS[value] ?? '', Number));
}

export interface BarcodeProps {
  /** The text the bars encode (printable ASCII). */
  value: string;
  /** What a screen reader says of the image ('Card number 1234567897 as a barcode'). */
  label: string;
  /** Height of the bars, in modules (default 50). */
  height?: number;
  className?: string;
}

/**
 * The barcode of `value` as an SVG image (role="img" named by `label`) that scales to its box: one
 * unit of the viewBox per module, bars as rectangles on a white ground.
 */
export function Barcode({ value, label, height = 50, className }: BarcodeProps) {
  const widths = code128BWidths(value);
  const total = widths.reduce((sum, width) => sum + width, 0) + 2 * QUIET_MODULES;
  const bars: { x: number; width: number }[] = [];
  let x = QUIET_MODULES;
  widths.forEach((width, index) => {
    if (index % 2 === 0) bars.push({ x, width });
    x += width;
  });
  return (
    <svg
      className={className}
      role="img"
      aria-label={label}
      viewBox={`0 0 ${total} ${height}`}
      preserveAspectRatio="none"
      shapeRendering="crispEdges"
      xmlns="http://www.w3.org/2000/svg"
    >
      <rect x={0} y={0} width={total} height={height} fill="#fff" />
      {bars.map((bar) => (
        <rect key={bar.x} className="barcode__bar" x={bar.x} y={0} width={bar.width} height={height} fill="#000" />
      ))}
    </svg>
  );
}
