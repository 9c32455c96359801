// Just enough graphics state to see where images are drawn and whether text covers them; bounded by an operator count.

export interface DrawnImage {
  name: string;
  /** Size on the page in PDF units (1/72 inch), from the transformation matrix at the `Do`. */
  width: number;
  height: number;
  /** Operator index of the `Do`, to tell what was painted after it. */
  at: number;
}

export interface ContentSummary {
  /** Text-showing operators (Tj, TJ, ', ") with a visible render mode. */
  visibleText: number;
  /** Text shown with render mode 3 (invisible): the usual OCR layer. */
  invisibleText: number;
  /** XObjects painted with `Do` (images and forms alike; the caller knows which are images). */
  drawn: DrawnImage[];
  /** Index of the last visible text-showing operator, -1 when none. */
  lastVisibleTextAt: number;
  truncated: boolean;
}

type Matrix = [number, number, number, number, number, number];
const IDENTITY: Matrix = [1, 0, 0, 1, 0, 0];

function multiply(m: Matrix, n: Matrix): Matrix {
  return [
    m[0] * n[0] + m[1] * n[2],
    m[0] * n[1] + m[1] * n[3],
    m[2] * n[0] + m[3] * n[2],
    m[2] * n[1] + m[3] * n[3],
    m[4] * n[0] + m[5] * n[2] + n[4],
    m[4] * n[1] + m[5] * n[3] + n[5],
  ];
}

const isWhite = (c: number) => c === 0x20 || c === 0x0a || c === 0x0d || c === 0x09 || c === 0x0c || c === 0x00;
const DELIMS = new Set([0x28, 0x29, 0x3c, 0x3e, 0x5b, 0x5d, 0x7b, 0x7d, 0x2f, 0x25]);
const isRegular = (c: number) => !isWhite(c) && !DELIMS.has(c);
const TEXT_SHOW = new Set(['Tj', 'TJ', "'", '"']);

export function summarizeContent(bytes: Uint8Array, maxOperators = 200_000): ContentSummary {
  const out: ContentSummary = { visibleText: 0, invisibleText: 0, drawn: [], lastVisibleTextAt: -1, truncated: false };
  const stack: { ctm: Matrix; tr: number }[] = [];
  let ctm: Matrix = IDENTITY;
  let tr = 0;
  let operands: (number | string)[] = [];
  let ops = 0;
  const n = bytes.length;
  let i = 0;

  while (i < n) {
    const c = bytes[i];
    if (isWhite(c)) {
      i++;
    } else if (c === 0x25) {
      while (i < n && bytes[i] !== 0x0a && bytes[i] !== 0x0d) i++;
    } else if (c === 0x28) {
      // literal string: balanced parentheses, backslash escapes
      let depth = 1;
      i++;
      while (i < n && depth > 0) {
        if (bytes[i] === 0x5c) i += 2;
        else {
          if (bytes[i] === 0x28) depth++;
          else if (bytes[i] === 0x29) depth--;
          i++;
        }
      }
      operands.push('');
    } else if (c === 0x3c) {
      if (bytes[i + 1] === 0x3c) i += 2;
      else {
        while (i < n && bytes[i] !== 0x3e) i++;
        i++;
        operands.push('');
      }
    } else if (c === 0x3e || c === 0x5b || c === 0x5d || c === 0x7b || c === 0x7d || c === 0x29) {
      i++;
    } else if (c === 0x2f) {
      const start = ++i;
      while (i < n && isRegular(bytes[i])) i++;
      operands.push('/' + Buffer.from(bytes.subarray(start, i)).toString('latin1'));
    } else {
      const start = i;
      while (i < n && isRegular(bytes[i])) i++;
      const token = Buffer.from(bytes.subarray(start, i)).toString('latin1');
      const num = Number(token);
      if (token !== '' && Number.isFinite(num) && /^[+-]?(\d+\.?\d*|\.\d+)$/.test(token)) {
        operands.push(num);
        if (operands.length > 16) operands.shift();
        continue;
      }
      if (++ops > maxOperators) {
        out.truncated = true;
        break;
      }
      switch (token) {
        case 'q':
          if (stack.length < 1000) stack.push({ ctm, tr });
          break;
        case 'Q': {
          const top = stack.pop();
          if (top) ({ ctm, tr } = top);
          break;
        }
        case 'cm':
          if (operands.length >= 6 && operands.slice(-6).every((o) => typeof o === 'number')) {
            ctm = multiply(operands.slice(-6) as Matrix, ctm);
          }
          break;
        case 'Tr':
          if (typeof operands[operands.length - 1] === 'number') tr = operands[operands.length - 1] as number;
          break;
        case 'Do': {
          const name = operands[operands.length - 1];
          if (typeof name === 'string' && name.startsWith('/')) {
            out.drawn.push({ name: name.slice(1), width: Math.hypot(ctm[0], ctm[1]), height: Math.hypot(ctm[2], ctm[3]), at: ops });
          }
          break;
        }
        case 'BI':
          i = skipInlineImage(bytes, i);
          break;
        default:
          if (TEXT_SHOW.has(token)) {
            if (tr === 3) out.invisibleText++;
            else {
              out.visibleText++;
              out.lastVisibleTextAt = ops;
            }
          }
      }
      operands = [];
      if (i === start) i++; // a stray delimiter byte: never loop in place
    }
  }
  return out;
}

/** From after `BI`, past the binary data to after `EI`. */
function skipInlineImage(bytes: Uint8Array, from: number): number {
  const n = bytes.length;
  let i = from;
  // the dictionary ends at the ID operator
  while (i < n - 1 && !(bytes[i] === 0x49 && bytes[i + 1] === 0x44 && (i === 0 || isWhite(bytes[i - 1])))) i++;
  i += 3;
  while (i < n - 2) {
    if (isWhite(bytes[i]) && bytes[i + 1] === 0x45 && bytes[i + 2] === 0x49 && (i + 3 >= n || !isRegular(bytes[i + 3]))) return i + 3;
    i++;
  }
  return n;
}
