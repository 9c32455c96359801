import type { Budget } from '../findings.js';

// pdfjs's "worker" runs in this thread: the analysis already has a worker thread of its own.

/** A run of text on one line, merged from adjacent pdfjs items in the same font. */
export interface TextCell {
  text: string;
  /** Left and right edge in PDF units (1/72 inch). */
  x: number;
  right: number;
  /** The font as pdfjs loaded it: one id per font object of the document. */
  font: string;
}

export interface TextLine {
  /** 1-based page number. */
  page: number;
  y: number;
  cells: TextCell[];
  text: string;
}

export interface PdfText {
  lines: TextLine[];
  pageCount: number;
  pagesRead: number;
  /** Stopped early (budget or page cap): checks that need the whole document are skipped. */
  truncated: boolean;
  /** Real font names (BaseFont, subset prefix removed) of pdfjs font ids used on the given pages. */
  fontNames(pages: number[]): Promise<Map<string, string>>;
  close(): Promise<void>;
}

/** Statements run long, but past this many pages the text is not read (the budget usually stops first). */
const MAX_TEXT_PAGES = 120;

type PdfJs = typeof import('pdfjs-dist/legacy/build/pdf.mjs');
let loading: Promise<PdfJs> | undefined;

/** pdfjs leaves some parse-error promises of a damaged file unhandled: only those (BaseExceptionClosure) are dropped, not the process. */
function dropPdfjsRejections() {
  process.on('unhandledRejection', (reason) => {
    if (String((reason as Error | undefined)?.stack).includes('BaseExceptionClosure')) return;
    if (process.listenerCount('unhandledRejection') === 1) throw reason;
  });
}

/** Loads pdfjs once per thread, with its worker code in the same thread (no extra thread, no file fetch). */
function pdfjs(): Promise<PdfJs> {
  loading ??= (async () => {
    dropPdfjsRejections();
    const workerModule: string = 'pdfjs-dist/legacy/build/pdf.worker.mjs';
    (globalThis as { pdfjsWorker?: unknown }).pdfjsWorker = await import(workerModule);
    const lib = await import('pdfjs-dist/legacy/build/pdf.mjs');
    lib.GlobalWorkerOptions.workerSrc = workerModule;
    return lib;
  })();
  return loading;
}

interface Item {
  str: string;
  transform: number[];
  width: number;
  fontName: string;
}

const AMOUNT_LIKE = /^[₦N(+-]?\s?\d{1,3}(,\d{3})*(\.\d{2})\)?(\s?(CR|DR))?$/i;
const stripSubset = (font: string) => font.replace(/^[A-Z]{6}\+/, '');

/** Items to lines (same baseline within a tolerance), items to cells (gaps narrower than a space or two). */
function toLines(page: number, items: Item[]): TextLine[] {
  const runs = items
    .filter((i) => i.str.trim() !== '')
    .map((i) => ({ text: i.str.trim(), x: i.transform[4], y: i.transform[5], size: Math.hypot(i.transform[2], i.transform[3]) || 10, right: i.transform[4] + i.width, font: i.fontName }))
    .sort((a, b) => b.y - a.y || a.x - b.x);
  const lines: { y: number; runs: typeof runs }[] = [];
  for (const run of runs) {
    const line = lines.find((l) => Math.abs(l.y - run.y) <= Math.max(2, run.size * 0.3));
    if (line) line.runs.push(run);
    else lines.push({ y: run.y, runs: [run] });
  }
  return lines
    .sort((a, b) => b.y - a.y)
    .map((line) => {
      const cells: TextCell[] = [];
      for (const run of line.runs.sort((a, b) => a.x - b.x)) {
        const last = cells[cells.length - 1];
        // an amount is never glued to the narration before it, however close the columns sit
        if (last && last.font === run.font && run.x - last.right < run.size * 0.6 && !AMOUNT_LIKE.test(run.text)) {
          last.text += (run.x - last.right > run.size * 0.1 ? ' ' : '') + run.text;
          last.right = run.right;
        } else cells.push({ text: run.text, x: run.x, right: run.right, font: run.font });
      }
      return { page, y: line.y, cells, text: cells.map((c) => c.text).join('  ') };
    });
}

/** Pages read before deciding whether the rest is worth reading (a statement's table starts on page 1 or 2). */
const PROBE_PAGES = 2;

/**
 * Reads the text of each page until the budget runs out; null when pdfjs cannot open the file.
 * After the first pages, `worthReading` decides whether the rest is read at all.
 */
export async function readPdfText(bytes: Uint8Array, budget: Budget, worthReading: (lines: TextLine[]) => boolean = () => true): Promise<PdfText | null> {
  const lib = await pdfjs();
  const task = lib.getDocument({
    data: new Uint8Array(bytes), // pdfjs takes ownership of (and may detach) what it is given
    verbosity: 0,
    isEvalSupported: false,
    disableFontFace: true,
    useSystemFonts: false,
    fontExtraProperties: true,
    stopAtErrors: false,
    enableXfa: false,
  });
  let doc: Awaited<typeof task.promise>;
  try {
    doc = await task.promise;
  } catch {
    await task.destroy().catch(() => undefined);
    return null;
  }
  const lines: TextLine[] = [];
  const pageCount = doc.numPages;
  let pagesRead = 0;
  for (let n = 1; n <= Math.min(pageCount, MAX_TEXT_PAGES) && !budget.exceeded; n++) {
    try {
      const page = await doc.getPage(n);
      const content = await page.getTextContent();
      lines.push(...toLines(n, content.items.filter((i) => 'str' in i) as Item[]));
    } catch {
      // an unreadable page contributes no text; the structural checks judge it
    }
    pagesRead = n;
    if (n === PROBE_PAGES && n < pageCount && !worthReading(lines)) break;
  }
  return {
    lines,
    pageCount,
    pagesRead,
    truncated: pagesRead < pageCount,
    async fontNames(pages: number[]) {
      const names = new Map<string, string>();
      for (const n of pages) {
        const page = await doc.getPage(n);
        await page.getOperatorList(); // loads the page's fonts into commonObjs, with their names
        for (const line of lines.filter((l) => l.page === n)) {
          for (const cell of line.cells) {
            if (names.has(cell.font) || !page.commonObjs.has(cell.font)) continue;
            const font = page.commonObjs.get(cell.font) as { name?: string } | null;
            if (font?.name) names.set(cell.font, stripSubset(font.name));
          }
        }
      }
      return names;
    },
    close: () => doc.destroy(),
  };
}
