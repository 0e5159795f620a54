import { validators, type UploadKind, type ValidationError } from '@edupay/forms';
import type { KitIntl } from '../../provider/EduPayContext';

/**
 * Thin wrappers around the @edupay/forms upload rules: the rules decide, this file only picks
 * which rule applies when. Nothing here re-states a limit.
 */
export interface UploadLimits {
  kind: UploadKind;
  maxBytes?: number;
  min: number;
  max: number;
}

/** Type then size of one file (uploadFiles checks in that order); null when it may be uploaded. */
export function checkFile(
  file: { name: string; type: string; size: number },
  limits: UploadLimits,
): ValidationError | null {
  const result = validators.uploadFiles([{ name: file.name, type: file.type, size: file.size }], {
    kind: limits.kind,
    ...(limits.maxBytes === undefined ? {} : { maxBytes: limits.maxBytes }),
  });
  return result === true ? null : result;
}

/** Whether one more file would go over the maximum count; null when it fits. */
export function checkRoom(count: number, limits: UploadLimits): ValidationError | null {
  // The minimum is a submit-time rule (the parent checks it): only the maximum matters per file, so min 1.
  const result = validators.uploadCount(new Array(count + 1).fill({}), { min: 1, max: limits.max });
  return result === true ? null : result;
}

/**
 * The rules as the user reads them before choosing a file: the rules' own messages, produced by
 * asking each rule about a file that breaks it. So the hint can never disagree with the check.
 */
export function ruleHints(limits: UploadLimits): {
  type: ValidationError | null;
  size: ValidationError | null;
  types: string[];
} {
  const type = validators.uploadFileType({ name: '' }, { kind: limits.kind });
  const size = validators.uploadFileSize(
    { size: Number.POSITIVE_INFINITY },
    limits.maxBytes === undefined ? {} : { maxBytes: limits.maxBytes },
  );
  const listed = type === true ? [] : type.values.types;
  const types = Array.isArray(listed) ? listed.map(String) : [];
  return { type: type === true ? null : type, size: size === true ? null : size, types };
}

/** The `accept` attribute for the picker, from the type rule's own list (a hint to the dialog; the rule still checks). */
export function acceptAttribute(types: readonly string[]): string | undefined {
  if (types.length === 0) return undefined;
  const extensions = types.flatMap((label) => {
    const ext = `.${label.toLowerCase()}`;
    return ext === '.jpg' ? [ext, '.jpeg'] : [ext];
  });
  return extensions.join(',');
}

export function isImage(type: string): boolean {
  return type === 'image/png' || type === 'image/jpeg';
}

export function isPdf(file: { type: string; name: string }): boolean {
  return file.type === 'application/pdf' || /\.pdf$/i.test(file.name);
}

/** "120 KB", "1.5 MB" in the active locale. */
export function formatFileSize(bytes: number, intl: KitIntl): string {
  if (bytes < 1024 * 1024) {
    return intl.formatNumber(Math.max(1, Math.round(bytes / 1024)), {
      style: 'unit',
      unit: 'kilobyte',
      unitDisplay: 'short',
    });
  }
  return intl.formatNumber(Math.round((bytes / 1024 / 1024) * 10) / 10, {
    style: 'unit',
    unit: 'megabyte',
    unitDisplay: 'short',
    maximumFractionDigits: 1,
  });
}
