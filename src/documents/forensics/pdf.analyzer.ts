import { inflateSync } from 'node:zlib';
import { ParseSpeeds, PDFArray, PDFDict, PDFDocument, PDFInvalidObject, PDFName, PDFObject, PDFRawStream, PDFRef, PDFStream } from 'pdf-lib';
import { Analysis, Budget, FindingList } from './findings.js';
import { classifyTool } from './known-tools.js';
import { summarizeContent } from './pdf-content.js';

// What the bytes and the object graph say; streams read here are inflated with a cap, so a decompression bomb is a finding, not an OOM.

/** Per stream we inflate (object streams, page contents). */
const MAX_INFLATED_STREAM = 16 * 1024 * 1024;
/** All object streams together, checked before pdf-lib is allowed to inflate them. */
const MAX_INFLATED_OBJECT_STREAMS = 64 * 1024 * 1024;
const MAX_PAGES_INSPECTED = 200;
const MAX_OBJECTS_INSPECTED = 200_000;
/** Clock skew allowed between creation and modification dates. */
const DATE_SLACK_MS = 60_000;
/** An image drawn over at least this share of the page's width and height counts as a full-page scan. */
const FULL_PAGE = 0.8;

const N = (name: string) => PDFName.of(name);
const NAME = {
  S: N('S'),
  JS: N('JS'),
  JavaScript: N('JavaScript'),
  Launch: N('Launch'),
  SubmitForm: N('SubmitForm'),
  ImportData: N('ImportData'),
  URI: N('URI'),
  OpenAction: N('OpenAction'),
  AA: N('AA'),
  Names: N('Names'),
  EmbeddedFiles: N('EmbeddedFiles'),
  Type: N('Type'),
  EmbeddedFile: N('EmbeddedFile'),
  Font: N('Font'),
  BaseFont: N('BaseFont'),
  XObject: N('XObject'),
  Subtype: N('Subtype'),
  Image: N('Image'),
  Filter: N('Filter'),
  FlateDecode: N('FlateDecode'),
  AcroForm: N('AcroForm'),
  XFA: N('XFA'),
};

const ascii = (s: string) => Buffer.from(s, 'latin1');
const EOF_MARK = ascii('%%EOF');
const BYTE_RANGE = ascii('/ByteRange');

function countOf(bytes: Buffer, needle: Buffer, limit = 10_000): number {
  let n = 0;
  for (let i = bytes.indexOf(needle); i !== -1 && n < limit; i = bytes.indexOf(needle, i + needle.length)) n++;
  return n;
}

/** A PDF name in raw bytes: `/JS` must not match `/JSON`. */
function hasRawName(bytes: Buffer, name: string): boolean {
  const needle = ascii(`/${name}`);
  for (let i = bytes.indexOf(needle); i !== -1; i = bytes.indexOf(needle, i + 1)) {
    const next = bytes[i + needle.length];
    if (next === undefined || !/[A-Za-z0-9_.#-]/.test(String.fromCharCode(next))) return true;
  }
  return false;
}

function inflateCapped(data: Uint8Array, cap: number): { bytes?: Buffer; bomb?: boolean; error?: boolean } {
  try {
    return { bytes: inflateSync(data, { maxOutputLength: cap }) };
  } catch (err) {
    const code = (err as { code?: string }).code;
    return code === 'ERR_BUFFER_TOO_LARGE' || (err as RangeError) instanceof RangeError ? { bomb: true } : { error: true };
  }
}

/**
 * Inflates each Flate object stream (bounded) before pdf-lib does so without a bound.
 * Returns the total inflated size, or 'bomb' when any stream or the sum exceeds the caps.
 */
/** How far from an /ObjStm marker its dictionary's `obj` and `stream` keywords are looked for. */
const DICT_WINDOW = 4096;

function objectStreamsGuard(bytes: Buffer, budget: Budget): number | 'bomb' {
  let total = 0;
  const marker = ascii('/ObjStm');
  const streamKw = ascii('stream');
  const endKw = ascii('endstream');
  const objKw = ascii('obj');
  for (let i = bytes.indexOf(marker); i !== -1; i = bytes.indexOf(marker, i + marker.length)) {
    if (budget.exceeded) break;
    // searched within a window around each marker, so a file of markers costs linear time
    const ahead = bytes.subarray(i, i + DICT_WINDOW + streamKw.length).indexOf(streamKw);
    if (ahead === -1) continue;
    const s = i + ahead;
    const behindStart = Math.max(0, i - DICT_WINDOW);
    const objAt = bytes.subarray(behindStart, i).lastIndexOf(objKw);
    const dict = bytes.subarray(objAt === -1 ? behindStart : behindStart + objAt, s).toString('latin1');
    if (!/\/FlateDecode\b/.test(dict)) continue;
    let start = s + streamKw.length;
    if (bytes[start] === 0x0d) start++;
    if (bytes[start] === 0x0a) start++;
    const end = bytes.indexOf(endKw, start);
    if (end === -1) break; // no later stream can end either
    const result = inflateCapped(bytes.subarray(start, end), MAX_INFLATED_STREAM);
    if (result.bomb) return 'bomb';
    total += result.bytes?.length ?? 0;
    if (total > MAX_INFLATED_OBJECT_STREAMS) return 'bomb';
  }
  return total;
}

// pdf-lib reports each unreadable object with console.warn; those objects are counted as a
// finding instead, and raw lines must not break the JSON logs. Overlapping loads share one swap.
let quietDepth = 0;
let originalWarn: typeof console.warn = console.warn;
async function withoutParserWarnings<T>(fn: () => Promise<T>): Promise<T> {
  if (quietDepth++ === 0) {
    originalWarn = console.warn;
    console.warn = () => undefined;
  }
  try {
    return await fn();
  } finally {
    if (--quietDepth === 0) console.warn = originalWarn;
  }
}

function pdfDateIso(d: Date | undefined): string | null {
  return d && !Number.isNaN(d.getTime()) ? d.toISOString() : null;
}

function safe<T>(fn: () => T): T | undefined {
  try {
    return fn();
  } catch {
    return undefined;
  }
}

export function analyzePdf(bytes: Buffer, budget: Budget): Promise<Analysis> {
  return analyze(bytes, budget);
}

async function analyze(bytes: Buffer, budget: Budget): Promise<Analysis> {
  const findings = new FindingList();
  const metadata: Record<string, unknown> = {};

  // ---- what the raw bytes say (also when the file does not parse) ----
  const head = bytes.subarray(0, 1024).toString('latin1');
  const version = /%PDF-(\d\.\d)/.exec(head)?.[1] ?? null;
  metadata.pdf_version = version;
  const linearized = /\/Linearized\b/.test(bytes.subarray(0, 2048).toString('latin1'));
  // every saved revision ends with its own %%EOF; a linearized file legitimately has one extra
  const eofs = countOf(bytes, EOF_MARK);
  const revisions = Math.max(1, eofs - (linearized ? 1 : 0));
  metadata.linearized = linearized;
  metadata.revisions = revisions;
  const tail = bytes.subarray(Math.max(0, bytes.length - 1024)).toString('latin1');
  if (!/%%EOF\s*$/.test(tail)) {
    findings.add('PDF_TRUNCATED', 'medium', 'The file does not end with a PDF end-of-file marker: it is incomplete, damaged or has data appended after the document.');
  }

  const signatures = bytes.indexOf(BYTE_RANGE) === -1 ? [] : [...bytes.toString('latin1').matchAll(/\/ByteRange\s*\[\s*(\d+)\s+(\d+)\s+(\d+)\s+(\d+)\s*\]/g)].slice(0, 20);
  metadata.signatures = signatures.length;
  if (signatures.length) {
    const covered = Math.max(...signatures.map((m) => Number(m[3]) + Number(m[4])));
    // bytes after the last signed range, beyond trailing whitespace, were added after signing
    if (bytes.subarray(covered).toString('latin1').trim().length > 0) {
      findings.add('PDF_MODIFIED_AFTER_SIGNATURE', 'high', 'Content was appended after the last digital signature: the signed document was changed afterwards.');
    } else {
      findings.add('PDF_DIGITALLY_SIGNED', 'info', 'The document carries a digital signature covering the whole file (validity of the certificate is not checked).');
    }
  }
  if (revisions > 1) {
    const signedOnly = signatures.length >= revisions - 1 && !findings.has('PDF_MODIFIED_AFTER_SIGNATURE');
    findings.add(
      'PDF_INCREMENTAL_UPDATE',
      signedOnly ? 'low' : 'high',
      `The file was saved ${revisions} times: ${revisions - 1} update(s) were appended after the original document` +
        (signedOnly ? ' (to add digital signatures).' : ', which is how edits to an issued statement or payslip are stored.'),
    );
  }
  // `/JS` alone is too short to look for in raw bytes (it occurs by chance in compressed data); the parser finds it
  if (hasRawName(bytes, 'JavaScript')) {
    findings.add('PDF_JAVASCRIPT', 'high', 'The document contains JavaScript, which bank statements and payslips never need.');
  }
  if (hasRawName(bytes, 'Launch')) {
    findings.add('PDF_LAUNCH_ACTION', 'high', 'The document contains a Launch action that can start a program or open another file.');
  }

  // ---- bounded decompression, then the parsed document ----
  const inflated = objectStreamsGuard(bytes, budget);
  if (inflated === 'bomb') {
    findings.add('PDF_DECOMPRESSION_BOMB', 'high', 'A compressed object stream expands beyond safe limits (a decompression bomb); the structure was not parsed.');
    return { findings: findings.toArray(), metadata };
  }

  // pdf-lib cannot be stopped part-way: a file that spent the budget before parsing is not parsed
  if (budget.exceeded) return { findings: findings.toArray(), metadata };

  let doc: PDFDocument;
  try {
    doc = await withoutParserWarnings(() =>
      PDFDocument.load(bytes, { ignoreEncryption: true, throwOnInvalidObject: false, updateMetadata: false, parseSpeed: ParseSpeeds.Fastest }),
    );
  } catch {
    findings.add('PDF_MALFORMED', 'high', 'The PDF structure could not be parsed; the file is damaged or deliberately malformed, so its content cannot be verified.');
    return { findings: findings.toArray(), metadata };
  }

  const pageCount = safe(() => doc.getPageCount()) ?? 0;
  metadata.page_count = pageCount;
  if (pageCount === 0) findings.add('PDF_MALFORMED', 'high', 'The PDF has no readable pages; the file is damaged or deliberately malformed.');

  const encrypted = safe(() => doc.isEncrypted) ?? false;
  metadata.encrypted = encrypted;
  if (encrypted) {
    findings.add('PDF_ENCRYPTED', 'medium', 'The document is encrypted: it may restrict inspection, and its content streams could not be examined.');
  }

  // a step that trips over a broken structure costs only its own findings
  const malformed = () => findings.add('PDF_MALFORMED', 'high', 'The PDF structure is broken (no document catalog or unreadable page tree); its content cannot be verified.');
  if (!(safe(() => doc.catalog) instanceof PDFDict)) {
    malformed();
    return { findings: findings.toArray(), metadata };
  }
  for (const step of [
    () => inspectInfo(doc, findings, metadata),
    () => inspectObjects(doc, findings, budget),
    () => !encrypted && inspectPages(doc, findings, metadata, budget),
  ]) {
    try {
      step();
    } catch {
      malformed();
    }
  }

  return { findings: findings.toArray(), metadata };
}

function inspectInfo(doc: PDFDocument, findings: FindingList, metadata: Record<string, unknown>) {
  const producer = safe(() => doc.getProducer());
  const creator = safe(() => doc.getCreator());
  const created = safe(() => doc.getCreationDate());
  const modified = safe(() => doc.getModificationDate());
  Object.assign(metadata, {
    producer: producer ?? null,
    creator: creator ?? null,
    creation_date: pdfDateIso(created),
    modification_date: pdfDateIso(modified),
  });

  for (const [field, value] of [['producer', producer], ['creator', creator]] as const) {
    const tool = classifyTool(value);
    if (tool?.kind === 'editor') {
      findings.add('PDF_EDITOR_SOFTWARE', 'high', `The ${field} is ${tool.name}, a PDF or image editor: the document was opened and saved by editing software after it was issued.`);
    } else if (tool?.kind === 'converter') {
      findings.add('PDF_CONVERTED_DOCUMENT', 'medium', `The ${field} is ${tool.name}: the document was printed or converted from an editable file rather than generated by a bank or payroll system.`);
    }
  }
  if (!producer && !creator && !created) {
    findings.add('PDF_METADATA_MISSING', 'low', 'The document has no producer, creator or creation date; metadata is often stripped to hide the editing tool.');
  }

  const c = created?.getTime();
  const m = modified?.getTime();
  if (c !== undefined && m !== undefined && !Number.isNaN(c) && !Number.isNaN(m)) {
    if (m - c > DATE_SLACK_MS) {
      const hours = Math.round((m - c) / 36e5);
      findings.add('PDF_MODIFIED_AFTER_CREATION', 'medium', `The document was modified ${hours >= 1 ? `${hours} hour(s)` : 'minutes'} after it was created.`);
    } else if (c - m > DATE_SLACK_MS) {
      findings.add('PDF_DATES_INCONSISTENT', 'medium', 'The modification date is earlier than the creation date; the dates were set by hand or by a tool that rewrote them.');
    }
  }
  const dayAhead = Date.now() + 24 * 3600_000;
  if ((c !== undefined && c > dayAhead) || (m !== undefined && m > dayAhead)) {
    findings.add('PDF_DATES_INCONSISTENT', 'medium', 'A document date lies in the future.');
  }
}

function actionType(doc: PDFDocument, value: PDFObject | undefined): PDFName | undefined {
  const action = value instanceof PDFRef ? safe(() => doc.context.lookup(value)) : value;
  if (action instanceof PDFDict) {
    const s = action.get(NAME.S);
    return s instanceof PDFName ? s : undefined;
  }
  return undefined;
}

/** Every object of the file: JavaScript, launch and submit actions, embedded files, XFA, unreadable objects. */
function inspectObjects(doc: PDFDocument, findings: FindingList, budget: Budget) {
  const catalog = doc.catalog;
  const open = actionType(doc, catalog.get(NAME.OpenAction));
  const risky = new Set([NAME.JavaScript, NAME.Launch, NAME.SubmitForm, NAME.ImportData, NAME.URI]);
  if (open && risky.has(open)) {
    findings.add('PDF_AUTO_ACTION', 'medium', `The document runs a ${open.decodeText()} action as soon as it is opened.`);
  }
  if (catalog.get(NAME.AA)) findings.add('PDF_AUTO_ACTION', 'medium', 'The document defines actions that run on document events (open, close, print, save).');

  let invalid = 0;
  let seen = 0;
  for (const [, obj] of doc.context.enumerateIndirectObjects()) {
    if (++seen > MAX_OBJECTS_INSPECTED || (seen % 2000 === 0 && budget.exceeded)) break;
    if (obj instanceof PDFInvalidObject) {
      invalid++;
      continue;
    }
    const dict = obj instanceof PDFDict ? obj : obj instanceof PDFStream ? obj.dict : undefined;
    if (!dict) continue;
    const s = dict.get(NAME.S);
    if (s === NAME.JavaScript || dict.has(NAME.JS)) {
      findings.add('PDF_JAVASCRIPT', 'high', 'The document contains JavaScript, which bank statements and payslips never need.');
    }
    if (s === NAME.Launch) findings.add('PDF_LAUNCH_ACTION', 'high', 'The document contains a Launch action that can start a program or open another file.');
    if (s === NAME.SubmitForm || s === NAME.ImportData) {
      findings.add('PDF_FORM_SUBMIT_ACTION', 'medium', 'The document contains an action that sends or imports form data.');
    }
    if (dict.get(NAME.Type) === NAME.EmbeddedFile) findings.add('PDF_EMBEDDED_FILE', 'medium', 'The document carries an embedded file attachment.');
    if (dict.has(NAME.XFA)) findings.add('PDF_XFA_FORM', 'low', 'The document contains an XFA form, whose displayed content can differ from the page content.');
  }
  if (invalid > 0) {
    findings.add('PDF_MALFORMED_OBJECTS', 'medium', `${invalid} object(s) of the file could not be read; the structure is damaged or was edited by hand.`);
  }
}

function decodedContents(doc: PDFDocument, contents: PDFStream | PDFArray | undefined): Buffer[] | null {
  const streams: PDFObject[] = contents instanceof PDFArray ? contents.asArray().map((o) => doc.context.lookup(o) as PDFObject) : contents ? [contents] : [];
  const out: Buffer[] = [];
  for (const stream of streams) {
    if (!(stream instanceof PDFRawStream)) continue;
    const filter = stream.dict.get(NAME.Filter);
    const filters = filter instanceof PDFArray ? filter.asArray() : filter ? [filter] : [];
    if (filters.length === 0) out.push(Buffer.from(stream.contents));
    else if (filters.length === 1 && filters[0] === NAME.FlateDecode) {
      const r = inflateCapped(stream.contents, MAX_INFLATED_STREAM);
      if (r.bomb) return null;
      if (r.bytes) out.push(r.bytes);
    }
    // other filters (LZW, ASCII85 chains) are rare for page content and left unread
  }
  return out;
}

const stripSubset = (font: string) => font.replace(/^[A-Z]{6}\+/, '');

function inspectPages(doc: PDFDocument, findings: FindingList, metadata: Record<string, unknown>, budget: Budget) {
  const pages = safe(() => doc.getPages()) ?? [];
  // generators often give every text run its own resource name for one shared font object
  const baseFontOf = new Map<PDFObject, string | null>();
  const fontName = (ref: PDFObject): string | null => {
    let name = baseFontOf.get(ref);
    if (name === undefined) {
      const font = safe(() => doc.context.lookup(ref));
      const base = font instanceof PDFDict ? font.get(NAME.BaseFont) : undefined;
      name = base instanceof PDFName ? base.decodeText() : null;
      baseFontOf.set(ref, name);
    }
    return name;
  };
  const fontsPerPage: Set<string>[] = [];
  const allFonts = new Set<string>();
  let scanned = 0;
  let inspected = 0;

  for (const page of pages.slice(0, MAX_PAGES_INSPECTED)) {
    if (budget.exceeded) break;
    inspected++;
    const resources = safe(() => page.node.Resources());
    const fonts = new Set<string>();
    const subsetsByBase = new Map<string, Set<string>>();
    const fontDict = resources && safe(() => resources.lookupMaybe(NAME.Font, PDFDict));
    for (const ref of new Set((fontDict?.entries() ?? []).map(([, v]) => v))) {
      const full = fontName(ref);
      if (full === null) continue;
      const stripped = stripSubset(full);
      fonts.add(stripped);
      allFonts.add(stripped);
      subsetsByBase.set(stripped, (subsetsByBase.get(stripped) ?? new Set()).add(full));
    }
    fontsPerPage.push(fonts);
    if ([...subsetsByBase.values()].some((set) => set.size > 1)) {
      findings.add('PDF_FONT_SUBSET_DUPLICATED', 'medium', `Page ${inspected} embeds the same font twice as different subsets: text was added with a second tool.`);
    }

    const images = new Set<string>();
    const xobjects = resources && safe(() => resources.lookupMaybe(NAME.XObject, PDFDict));
    for (const [name, ref] of xobjects?.entries() ?? []) {
      const x = safe(() => doc.context.lookup(ref));
      if (x instanceof PDFStream && x.dict.get(NAME.Subtype) === NAME.Image) images.add(name.decodeText());
    }
    if (images.size === 0) continue;

    const contents = safe(() => decodedContents(doc, page.node.Contents()));
    if (contents === null) {
      findings.add('PDF_DECOMPRESSION_BOMB', 'high', `The content of page ${inspected} expands beyond safe limits (a decompression bomb).`);
      continue;
    }
    if (!contents) continue;
    const summary = summarizeContent(Buffer.concat(contents));
    const { width, height } = safe(() => page.getSize()) ?? { width: 0, height: 0 };
    const fullPage = summary.drawn.filter((d) => images.has(d.name) && d.width >= FULL_PAGE * width && d.height >= FULL_PAGE * height);
    if (!fullPage.length) continue;
    scanned++;
    if (summary.visibleText > 0 && summary.lastVisibleTextAt > Math.min(...fullPage.map((d) => d.at))) {
      findings.add('PDF_TEXT_OVER_SCANNED_IMAGE', 'high', `Page ${inspected} is a full-page image with visible text painted over it: a classic way to alter a scanned statement.`);
    } else if (summary.invisibleText > 0 || summary.visibleText > 0) {
      findings.add('PDF_SCANNED_PAGE_WITH_TEXT_LAYER', 'low', `Page ${inspected} is a scanned image with a text layer (usually OCR); the text may not match the image.`);
    }
  }
  metadata.scanned_pages = scanned;
  metadata.fonts = [...allFonts].sort().slice(0, 50);

  // a font used on one page only, next to fonts the other pages share, points at an edited page
  const textPages = fontsPerPage.filter((f) => f.size > 0);
  if (textPages.length >= 2) {
    for (const [index, fonts] of fontsPerPage.entries()) {
      const others = fontsPerPage.filter((_, i) => i !== index);
      const onlyHere = [...fonts].filter((f) => !others.some((o) => o.has(f)));
      const shares = [...fonts].some((f) => others.some((o) => o.has(f)));
      if (onlyHere.length && shares) {
        findings.add('PDF_FONTS_INCONSISTENT', 'medium', `Page ${index + 1} uses font(s) found on no other page (${onlyHere.slice(0, 3).join(', ')}) beside the document's common fonts.`);
        break;
      }
    }
  }
}
