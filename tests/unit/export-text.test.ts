import { describe, expect, it } from 'vitest';
import { registrationReceiptSchema } from '@/lib/schemas/registration';
import { receiptAddressSchema } from '@/lib/schemas/member';
import { exportField, neutraliseFormula, workbookText } from '@/server/services/export-text';

/** What an importer that normalises (NFKC) and splits on | and line breaks makes of a line. */
const importerFields = (line: string) =>
  line
    .normalize('NFKC')
    .split(/\r\n|[\r\n\u0085\u2028\u2029\u001c-\u001e]/)[0]!
    .split('|');

describe('exportField: one field of the receipt export line', () => {
  it('keeps each field one field after NFKC: separators, controls and line breaks become spaces', () => {
    const attacks = [
      'ACME\u001cCo\u001dLtd\u001e\u001fX',
      'ACME｜Co｜Ltd',
      'Line\nbreak\r\nand\rCR',
      'NEL\u0085LS\u2028PS\u2029end',
      'Tab\there\u000bVT\u000cFF',
      'DEL\u007fC1\u0090\u009f',
      'pipe|inside',
    ];
    for (const value of attacks) {
      const line = ['01', exportField(value), 'tail'].join('|');
      expect(importerFields(line), JSON.stringify(value)).toHaveLength(3);
      expect(line.normalize('NFKC'), JSON.stringify(value)).not.toMatch(
        /[\u0000-\u001f\u007f-\u009f\u2028\u2029]/,
      );
    }
    expect(exportField('ACME｜Co｜Ltd')).toBe('ACME Co Ltd');
    expect(exportField('  a \u001c  b  ')).toBe('a b');
  });

  it('keeps Thai text as written (NFKC would split SARA AM), only canonically normalised', () => {
    expect(exportField('กำแพงเพชร')).toBe('กำแพงเพชร');
    expect(exportField('e\u0301')).toBe('\u00e9');
  });

  it('neutralises formula starts, their fullwidth forms too, but not plain signed numbers', () => {
    expect(exportField('=HYPERLINK("http://x")')).toBe('\'=HYPERLINK("http://x")');
    expect(exportField('@SUM(A1)')).toBe("'@SUM(A1)");
    expect(exportField('+1+cmd')).toBe("'+1+cmd");
    expect(exportField('-2*A1')).toBe("'-2*A1");
    expect(exportField('＝1+1')).toBe("'＝1+1");
    expect(exportField('﹫x')).toBe("'﹫x");
    expect(exportField('\t=1')).toBe("'=1");
    expect(exportField('+66 2 555 0000')).toBe('+66 2 555 0000');
    expect(exportField('-')).toBe('-');
    expect(exportField(4500)).toBe('4500');
    expect(exportField(null)).toBe('');
  });
});

describe('workbook text', () => {
  it('drops what XML cannot hold and neutralises formulas', () => {
    expect(workbookText('a\u0000b\u001cc')).toBe('a b c');
    expect(workbookText('=1+1')).toBe("'=1+1");
    expect(workbookText('\tcmd')).toBe("'\tcmd");
    expect(workbookText('\rcmd')).toBe("'\rcmd");
    expect(neutraliseFormula('Somchai')).toBe('Somchai');
  });
});

describe('receipt fields refuse control characters at input', () => {
  const base = {
    receipt_type: 'O',
    name: 'Somchai',
    company_name: 'ACME',
    tax_no: '0105551234567',
    branch: 'HQ',
    address: '1 Road',
    province_id: 1,
    amphure_id: 1,
    district_id: 1,
    zip_code: '10110',
  };
  const issues = (
    schema: typeof registrationReceiptSchema | typeof receiptAddressSchema,
    patch: Record<string, unknown>,
  ) => {
    const r = schema.safeParse({ ...base, ...patch });
    return r.success ? [] : r.error.issues.map((i) => `${i.path.join('.')}:${i.message}`);
  };

  it('refuses C0, C1, DEL, the record separators, line and paragraph separators and bidi controls in one-line fields', () => {
    for (const bad of [
      '\u0000',
      '\t',
      '\n',
      '\u001c',
      '\u001f',
      '\u007f',
      '\u0085',
      '\u009f',
      '\u2028',
      '\u2029',
      '\u202e',
      '\u2066',
    ]) {
      for (const field of ['name', 'company_name', 'tax_no', 'branch']) {
        expect(
          issues(registrationReceiptSchema, { [field]: `A${bad}B` }),
          `${field} ${JSON.stringify(bad)}`,
        ).toEqual([`${field}:member.receipt_control_characters`]);
      }
      expect(issues(receiptAddressSchema, { name: `A${bad}B` })).toEqual([
        'name:member.receipt_control_characters',
      ]);
    }
    // Fullwidth characters are text, not controls: the export line takes care of them.
    expect(issues(registrationReceiptSchema, { company_name: 'ACME｜Co' })).toEqual([]);
  });

  it('folds the address box line breaks and tabs into spaces, and refuses any other control character there', () => {
    const r = registrationReceiptSchema.parse({
      ...base,
      address: ' 99/1 Moo 2\r\nSukhumvit Rd\n\n\tSoi 5 ',
    });
    expect(r.address).toBe('99/1 Moo 2 Sukhumvit Rd Soi 5');
    expect(receiptAddressSchema.parse({ ...base, address: 'a\nb' }).address).toBe('a b');
    expect(issues(registrationReceiptSchema, { address: 'a\u001eb' })).toEqual([
      'address:member.receipt_control_characters',
    ]);
    expect(issues(registrationReceiptSchema, { address: 'a\u2028b' })).toEqual([
      'address:member.receipt_control_characters',
    ]);
    expect(issues(registrationReceiptSchema, { address: '\n\t ' })).toEqual([
      'address:member.please_enter_address',
    ]);
  });
});
