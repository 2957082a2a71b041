/**
 * Text that members wrote, made safe for the files staff download and hand
 * on: the receipt export line (receipt-export-service.ts) and the .xlsx
 * reports (report-workbook.ts, training-schedule-workbook.ts).
 */

/**
 * Starts a formula in a spreadsheet (and in what a spreadsheet makes of a
 * text file it opens): = + - @, their fullwidth forms (which NFKC, run by
 * many importers, turns into them), a tab or a carriage return.
 */
const FORMULA_START =
  /^[=+\-@\t\r\uff1d\uff0b\uff0d\uff20\ufe62\ufe63\ufe66\ufe6b\u207a\u207c\u208a\u208c]/;
/** A signed number or telephone number (+66 2 555 0000, -5): computes nothing, and common enough to leave as it is. */
const PLAIN_NUMBER = /^[+-][\d\s().,-]*$/;

/**
 * A text a spreadsheet will not run as a formula: one that starts like a
 * formula gets a leading apostrophe (the OWASP advice against CSV and
 * formula injection), unless it is a plain signed number or telephone
 * number. Applied to every text value of a file, member-written or not.
 */
export function neutraliseFormula(text: string): string {
  return FORMULA_START.test(text) && !PLAIN_NUMBER.test(text) ? `'${text}` : text;
}

/** Control characters an .xlsx cell cannot hold (XML 1.0 allows tab, LF and CR only) or a reader may take as a break. */
const CELL_CONTROLS = /[\u0000-\u0008\u000b\u000c\u000e-\u001f\u007f-\u009f]/g;

/** A text cell of a workbook: no characters XML refuses, and no formula. */
export function workbookText(text: string): string {
  return neutraliseFormula(text.replace(CELL_CONTROLS, ' '));
}

/** What a field of a pipe-separated record may not contain once a reader normalises it: the separator, a control or a line break. */
const FIELD_BREAK = /[|\p{Cc}\u2028\u2029]/u;

/**
 * One field of the pipe-separated receipt export line. Its text is
 * normalised (NFC); any character that is, or becomes under NFKC (the
 * fullwidth bar ｜ becomes |), a pipe, a control character or a line or
 * paragraph separator becomes a space; runs of spaces become one and the
 * ends are trimmed; then a formula start is neutralised. The text itself is
 * not rewritten to NFKC: NFKC splits the Thai SARA AM (ำ) into two
 * characters, and names and provinces would stop matching the accounting
 * system's own.
 */
export function exportField(value: string | number | null | undefined): string {
  const text = Array.from(String(value ?? '').normalize('NFC'), (ch) =>
    FIELD_BREAK.test(ch.normalize('NFKC')) ? ' ' : ch,
  ).join('');
  return neutraliseFormula(text.replace(/ {2,}/g, ' ').trim());
}
