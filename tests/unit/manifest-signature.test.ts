import { describe, expect, it } from 'vitest';
import { checkManifestSignature, signManifest } from '@/server/backup/manifest-signature';

const key = 'k'.repeat(32);
const manifest = Buffer.from('{"format":1}\n');

describe('backup manifest signature', () => {
  it('holds for the manifest it signed, with the key it signed with', () => {
    expect(checkManifestSignature(manifest, signManifest(manifest, key), key)).toBe('valid');
  });

  it('tells a changed manifest, another key and a missing signature apart', () => {
    const signature = signManifest(manifest, key);
    expect(checkManifestSignature(Buffer.from('{"format":1} \n'), signature, key)).toBe('mismatch');
    expect(checkManifestSignature(manifest, signature, 'x'.repeat(32))).toBe('mismatch');
    expect(checkManifestSignature(manifest, 'short', key)).toBe('mismatch');
    expect(checkManifestSignature(manifest, null, key)).toBe('unsigned_archive');
  });

  it('cannot judge without a key', () => {
    expect(checkManifestSignature(manifest, signManifest(manifest, key), undefined)).toBe('no_key');
  });
});
