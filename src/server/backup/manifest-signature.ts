import { createHmac, timingSafeEqual } from 'node:crypto';

/**
 * The manifest's signature (docs/operations.md › Backups): HMAC-SHA256 of
 * manifest.json's exact bytes with BACKUP_SIGNING_KEY, a key kept outside
 * the archive. The manifest holds every file's SHA-256, so a valid signature
 * vouches for the whole archive; without it, the checksums catch damage but
 * not a tamperer, who can recompute them.
 */
export const SIGNATURE_FILE = 'manifest.sig';

export function signManifest(manifest: Buffer, key: string): string {
  return `${createHmac('sha256', key).update(manifest).digest('hex')}\n`;
}

export type SignatureCheck = 'valid' | 'unsigned_archive' | 'mismatch' | 'no_key';

/** How an archive's manifest stands against the key this installation holds (none: the signature cannot be checked). */
export function checkManifestSignature(
  manifest: Buffer,
  signature: string | null,
  key: string | undefined,
): SignatureCheck {
  if (!key) return 'no_key';
  if (signature === null) return 'unsigned_archive';
  const expected = Buffer.from(signManifest(manifest, key).trim(), 'utf8');
  const given = Buffer.from(signature.trim(), 'utf8');
  return given.length === expected.length && timingSafeEqual(given, expected)
    ? 'valid'
    : 'mismatch';
}
