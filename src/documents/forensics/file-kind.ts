import { fileTypeFromBuffer } from 'file-type';

export const FILE_KINDS = ['pdf', 'jpeg', 'png', 'webp', 'tiff'] as const;
export type FileKind = (typeof FILE_KINDS)[number];

const BY_MIME: Record<string, FileKind> = {
  'application/pdf': 'pdf',
  'image/jpeg': 'jpeg',
  'image/png': 'png',
  'image/webp': 'webp',
  'image/tiff': 'tiff',
};

/** The type from the file's own bytes (magic numbers); the name and declared type are never trusted. */
export async function fileKindOf(bytes: Uint8Array): Promise<{ kind: FileKind; mime: string } | null> {
  const detected = await fileTypeFromBuffer(bytes);
  const kind = detected && BY_MIME[detected.mime];
  return kind ? { kind, mime: detected.mime } : null;
}
