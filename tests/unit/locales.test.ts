import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { resolveLocale } from '@/i18n/locales';
import { messages } from '@/i18n/messages';
import { translateIfKey } from '@/server/i18n/translate';

function keys(obj: object, prefix = ''): string[] {
  return Object.entries(obj).flatMap(([k, v]) =>
    typeof v === 'object' && v ? keys(v, `${prefix}${k}.`) : [`${prefix}${k}`],
  );
}

describe('locales', () => {
  it('has the same keys in Thai and English', () => {
    expect(keys(messages.en).sort()).toEqual(keys(messages.th).sort());
  });
  it('merges every feature file of each language, none sharing a top-level key', () => {
    for (const lng of ['th', 'en']) {
      const dir = path.resolve('src/i18n/locales', lng);
      const files = readdirSync(dir).filter((f) => f.endsWith('.json'));
      const index = readFileSync(path.join(dir, 'index.ts'), 'utf8');
      const seen = new Map<string, string>();
      for (const file of files) {
        expect(index, `${lng}/index.ts imports ${file}`).toContain(`'./${file}'`);
        for (const key of Object.keys(JSON.parse(readFileSync(path.join(dir, file), 'utf8')))) {
          expect(seen.get(key), `${lng}: "${key}" in ${file} and ${seen.get(key)}`).toBeUndefined();
          seen.set(key, file);
        }
      }
    }
    expect(readdirSync('src/i18n/locales/en').sort()).toEqual(
      readdirSync('src/i18n/locales/th').sort(),
    );
  });
  it('has every message key SPEC.md names, in both languages', () => {
    const specKeys = [
      'please_enter_firstname',
      'error_max_firstname',
      'invalid_email',
      'email_comfirmation_not_match',
      'error_min_password',
      'confirm_password_not_match',
      'please_accept_terms',
      'please_confirm_not_a_bot',
      'errors_occurred',
    ];
    for (const key of specKeys) {
      expect(translateIfKey('th', key)).not.toBe(key);
      expect(translateIfKey('en', key)).not.toBe(key);
      expect(translateIfKey('th', key)).not.toBe(translateIfKey('en', key));
    }
  });
  it('picks the cookie, then Accept-Language, then Thai', () => {
    expect(resolveLocale('en', 'th')).toBe('en');
    expect(resolveLocale(undefined, 'en-GB,en;q=0.9')).toBe('en');
    expect(resolveLocale('fr', 'de')).toBe('th');
  });
  it('translates the 404 message', () => {
    expect(translateIfKey('en', 'page_not_found')).toBe('This page could not be found');
  });
});
