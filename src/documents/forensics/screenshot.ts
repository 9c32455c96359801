import type { Analysis, Finding } from './findings.js';
import type { FileKind } from './file-kind.js';

/**
 * A PNG or WebP without camera data is a screenshot or an export: nothing in it comes from the
 * bank, and its figures cannot be read or checked here, so it is never "low risk".
 */
export function screenshotFinding(kind: FileKind, analysis: Analysis): Finding | null {
  if (kind !== 'png' && kind !== 'webp') return null;
  if (analysis.metadata.camera_make || analysis.metadata.camera_model) return null;
  return {
    code: 'IMAGE_SCREENSHOT_UNVERIFIABLE',
    severity: 'medium',
    description: `The ${kind.toUpperCase()} is a screenshot or exported image: it carries nothing from the issuing bank and its figures cannot be verified. Ask for the e-statement PDF as issued.`,
  };
}
