import exifr from 'exifr';
import { imageSize } from 'image-size';
import { Analysis, FindingList } from './findings.js';
import { classifyTool } from './known-tools.js';

// Image forensics from metadata and headers only: EXIF/XMP (exifr), dimensions (image-size) and
// the JPEG marker segments. Pixels are never decoded, so a huge image cannot exhaust memory.

const MIN_SIDE = 300;
const MAX_PIXELS = 100_000_000;
const LOW_QUALITY = 50;
const DATE_SLACK_MS = 60_000;

/** IJG standard luminance quantization table (any order: only its sum is used). */
const STD_LUMINANCE_SUM = [
  16, 11, 10, 16, 24, 40, 51, 61, 12, 12, 14, 19, 26, 58, 60, 55, 14, 13, 16, 24, 40, 57, 69, 56, 14, 17, 22, 29, 51, 87, 80, 62, 18, 22,
  37, 56, 68, 109, 103, 77, 24, 35, 55, 64, 81, 104, 113, 92, 49, 64, 78, 87, 103, 121, 120, 101, 72, 92, 95, 98, 112, 100, 103, 99,
].reduce((a, b) => a + b, 0);

interface JpegTraits {
  progressive: boolean;
  quality: number | null;
  photoshopSegment: boolean;
  endsWithEoi: boolean;
}

/** Walks the marker segments up to the first scan (bounded by the file). */
export function jpegTraits(bytes: Buffer): JpegTraits {
  const traits: JpegTraits = { progressive: false, quality: null, photoshopSegment: false, endsWithEoi: false };
  let tail = bytes.length - 1;
  while (tail > 0 && (bytes[tail] === 0x00 || bytes[tail] === 0x0a || bytes[tail] === 0x0d)) tail--;
  traits.endsWithEoi = bytes[tail - 1] === 0xff && bytes[tail] === 0xd9;
  let i = 2;
  while (i + 4 <= bytes.length) {
    if (bytes[i] !== 0xff) break;
    const marker = bytes[i + 1];
    if (marker === 0xff) {
      i++;
      continue;
    }
    if (marker === 0xd9 || marker === 0xda) break; // end of image / start of scan
    const length = bytes.readUInt16BE(i + 2);
    const start = i + 4;
    const end = i + 2 + length;
    if (length < 2 || end > bytes.length) break;
    if (marker === 0xc2 || marker === 0xc6 || marker === 0xca || marker === 0xce) traits.progressive = true;
    if (marker === 0xed && bytes.subarray(start, start + 13).toString('latin1') === 'Photoshop 3.0') traits.photoshopSegment = true;
    const precision = bytes[start] >> 4;
    if (marker === 0xdb && traits.quality === null && end - start >= (precision ? 129 : 65)) {
      let sum = 0;
      for (let k = 0; k < 64; k++) sum += precision ? bytes.readUInt16BE(start + 1 + 2 * k) : bytes[start + 1 + k];
      const scale = (100 * sum) / STD_LUMINANCE_SUM;
      const q = scale <= 100 ? (200 - scale) / 2 : 5000 / scale;
      traits.quality = Math.max(1, Math.min(100, Math.round(q)));
    }
    i = end;
  }
  return traits;
}

type Exif = Record<string, unknown>;

/** WebP keeps EXIF (a TIFF block) and XMP in RIFF chunks, which exifr does not read from a WebP file. */
export function webpMetadataChunks(bytes: Buffer): { exif?: Buffer; xmp?: string } {
  const out: { exif?: Buffer; xmp?: string } = {};
  let at = 12;
  for (let n = 0; n < 1000 && at + 8 <= bytes.length; n++) {
    const fourcc = bytes.toString('latin1', at, at + 4);
    const size = bytes.readUInt32LE(at + 4);
    const data = bytes.subarray(at + 8, Math.min(bytes.length, at + 8 + size));
    if (fourcc === 'EXIF') out.exif = data.subarray(0, 6).toString('latin1') === 'Exif\0\0' ? data.subarray(6) : data;
    if (fourcc === 'XMP ') out.xmp = data.toString('utf8');
    at += 8 + size + (size % 2);
  }
  return out;
}

const EXIF_OPTIONS = { tiff: true, exif: true, gps: true, xmp: true, icc: false, iptc: false, mergeOutput: true };

async function readMetadata(bytes: Buffer, kind: string): Promise<Exif | undefined> {
  if (kind !== 'webp') return ((await exifr.parse(bytes, EXIF_OPTIONS)) ?? undefined) as Exif | undefined;
  const chunks = webpMetadataChunks(bytes);
  const exif = chunks.exif ? (((await exifr.parse(chunks.exif, EXIF_OPTIONS)) ?? {}) as Exif) : undefined;
  const creatorTool = chunks.xmp && /CreatorTool(?:>|="|\s*=\s*")([^<"]{1,200})/.exec(chunks.xmp)?.[1];
  return creatorTool ? { ...exif, CreatorTool: creatorTool } : exif;
}

const asDate = (v: unknown) => (v instanceof Date && !Number.isNaN(v.getTime()) ? v : undefined);
const asString = (v: unknown) => (typeof v === 'string' && v.trim() ? v.trim() : undefined);

export async function analyzeImage(bytes: Buffer, kind: 'jpeg' | 'png' | 'webp' | 'tiff'): Promise<Analysis> {
  const findings = new FindingList();
  const metadata: Record<string, unknown> = {};

  let width: number | undefined;
  let height: number | undefined;
  try {
    const size = imageSize(bytes);
    width = size.width;
    height = size.height;
    if (size.orientation && size.orientation >= 5) [width, height] = [height, width];
  } catch {
    findings.add('IMAGE_MALFORMED', 'high', 'The image header could not be read; the file is damaged or deliberately malformed.');
  }
  metadata.width = width ?? null;
  metadata.height = height ?? null;

  let exif: Exif | undefined;
  try {
    exif = await readMetadata(bytes, kind);
    if (Array.isArray(exif?.errors) && exif.errors.length) {
      findings.add('IMAGE_METADATA_MALFORMED', 'low', 'Part of the image metadata is damaged and could not be read.');
    }
  } catch {
    findings.add('IMAGE_METADATA_MALFORMED', 'medium', 'The image metadata (EXIF/XMP) is damaged and could not be read.');
  }

  const make = asString(exif?.Make);
  const model = asString(exif?.Model);
  const software = asString(exif?.Software) ?? asString(exif?.ProcessingSoftware) ?? asString(exif?.CreatorTool) ?? asString(exif?.HistorySoftwareAgent);
  const hasGps = typeof exif?.latitude === 'number' || exif?.GPSLatitude !== undefined;
  Object.assign(metadata, {
    exif_present: !!exif,
    camera_make: make ?? null,
    camera_model: model ?? null,
    software: software ?? null,
    gps_present: hasGps,
  });

  for (const value of [exif?.Software, exif?.ProcessingSoftware, exif?.CreatorTool, exif?.HistorySoftwareAgent]) {
    const tool = classifyTool(asString(value));
    if (tool?.kind === 'editor') {
      findings.add('IMAGE_EDITOR_SOFTWARE', 'high', `The image was saved by ${tool.name}, an image editor, after it was captured.`);
    } else if (tool?.kind === 'converter') {
      findings.add('IMAGE_CONVERTED', 'low', `The image was produced by ${tool.name} rather than taken with a camera or scanner.`);
    }
  }

  if (!make && !model) {
    findings.add(
      'IMAGE_NO_CAMERA_DATA',
      'low',
      kind === 'jpeg' || kind === 'tiff'
        ? 'The image has no camera make or model: it was not straight from a camera, or its metadata was stripped.'
        : `The ${kind.toUpperCase()} image has no camera make or model: it is a screenshot, an export or an edited copy.`,
    );
  }
  if (hasGps) findings.add('IMAGE_GPS_PRESENT', 'info', 'The image carries GPS coordinates of where it was taken.');

  const original = asDate(exif?.DateTimeOriginal) ?? asDate(exif?.CreateDate);
  const modified = asDate(exif?.ModifyDate);
  if (original && modified && modified.getTime() - original.getTime() > DATE_SLACK_MS) {
    findings.add('IMAGE_MODIFIED_AFTER_CAPTURE', 'medium', 'The image was modified after it was taken (its modification date is later than the capture date).');
  }

  const exifWidth = typeof exif?.ExifImageWidth === 'number' ? exif.ExifImageWidth : undefined;
  const exifHeight = typeof exif?.ExifImageHeight === 'number' ? exif.ExifImageHeight : undefined;
  if (width && height && exifWidth && exifHeight) {
    const same = (exifWidth === width && exifHeight === height) || (exifWidth === height && exifHeight === width);
    if (!same) {
      findings.add('IMAGE_DIMENSIONS_MISMATCH', 'medium', `The camera recorded ${exifWidth}x${exifHeight} but the image is ${width}x${height}: it was cropped or resized after capture.`);
    }
  }
  if (width && height) {
    if (Math.min(width, height) < MIN_SIDE) findings.add('IMAGE_TOO_SMALL', 'low', `The image is only ${width}x${height} pixels, too small to verify printed details.`);
    if (width * height > MAX_PIXELS) findings.add('IMAGE_DIMENSIONS_EXCESSIVE', 'medium', `The image claims ${width}x${height} pixels, far beyond any document photo or scan.`);
  }

  if (kind === 'jpeg') {
    const traits = jpegTraits(bytes);
    Object.assign(metadata, { jpeg_quality: traits.quality, progressive: traits.progressive });
    if (traits.photoshopSegment && !findings.has('IMAGE_EDITOR_SOFTWARE')) {
      findings.add('IMAGE_EDITOR_TRACE', 'medium', 'The image contains a Photoshop resource block, left by Adobe editing software.');
    }
    if (traits.quality !== null && traits.quality < LOW_QUALITY) {
      findings.add('IMAGE_LOW_QUALITY', 'low', `The image is heavily compressed (estimated JPEG quality ${traits.quality}), which hides traces of editing.`);
    }
    if (!traits.endsWithEoi) findings.add('IMAGE_TRUNCATED', 'medium', 'The JPEG data does not end with an end-of-image marker: the file is incomplete or has data appended.');
  }

  return { findings: findings.toArray(), metadata };
}
