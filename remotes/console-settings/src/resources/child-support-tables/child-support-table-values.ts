import {
  ageBandLabel,
  ageBandsOf,
  incomeBandLabel,
  incomeBandsOf,
  koreanToday,
  type ChildSupportCell,
  type Fraction,
} from '@taesung/shared/calculators';
import type { ChildSupportTableInput, ChildSupportTableRecord } from '@taesung/shared/schemas/calculators';

export const tablesListPath = '/console/setting/child-support-tables';
export const tableCreatePath = `${tablesListPath}/create`;
export const tablePath = (id: string) => `${tablesListPath}/${encodeURIComponent(id)}`;

const isDayText = (value: string) => /^\d{4}-\d{2}-\d{2}$/.test(value);

/** A new version's form: the adjustments for the number of children carried over from `base` (the version in force). */
export const newTableValues = (base: Pick<ChildSupportTableRecord, 'childCountFactors'>): ChildSupportTableInput => ({
  effectiveFrom: '',
  title: { ko: '', en: '' },
  source: '',
  childCountFactors: base.childCountFactors,
  text: '',
});

/**
 * What `POST /check` is sent: the pasted table and the adjustments as they are, with a day and a title standing in
 * for those not filled in yet (the check reads neither).
 */
export const checkInputOf = (
  values: Pick<ChildSupportTableInput, 'effectiveFrom' | 'title' | 'childCountFactors' | 'text'>,
  fallbackTitle: string,
): ChildSupportTableInput => ({
  effectiveFrom: isDayText(values.effectiveFrom) ? values.effectiveFrom : koreanToday(),
  title: { ko: values.title.ko.trim() || fallbackTitle, en: '' },
  source: '',
  childCountFactors: values.childCountFactors,
  text: values.text ?? '',
});

/** `1.065`: a factor as a decimal, for reading. */
export const factorText = (factor: Fraction) =>
  String(Math.round((factor.numerator / factor.denominator) * 10_000) / 10_000);

/** A factor typed as a decimal (`1.065`, `×0.783`, up to six places), exactly: 1065/1000. Null when it is not one. */
export function factorOf(text: string): Fraction | null {
  const match = /^[×xX*]?\s*(\d{1,3})(?:\.(\d{1,6}))?$/.exec(text.trim());
  if (!match) return null;
  const decimals = match[2] ?? '';
  return { numerator: Number(`${match[1]}${decimals}`), denominator: 10 ** decimals.length };
}

/** The table as a grid: one row per income band, one column per age band, each cell found by its bands. */
export function tableGrid(cells: readonly ChildSupportCell[], locale: 'ko' | 'en') {
  const ages = ageBandsOf(cells).map((band) => ({ ...band, label: ageBandLabel(band, locale) }));
  const rows = incomeBandsOf(cells).map((band) => ({
    key: String(band.from),
    label: incomeBandLabel(band, locale),
    cells: new Map(cells.filter((cell) => cell.incomeFrom === band.from).map((cell) => [cell.ageFrom, cell])),
  }));
  return { ages, rows };
}

/** A CSV file's lines as the pasted text reads them: its fields separated by tabs (quoted fields may hold commas). */
export function csvToPastedText(csv: string): string {
  const lines: string[] = [];
  let fields: string[] = [];
  let field = '';
  let quoted = false;
  for (let index = 0; index < csv.length; index += 1) {
    const char = csv[index]!;
    if (quoted) {
      if (char === '"' && csv[index + 1] === '"') {
        field += '"';
        index += 1;
      } else if (char === '"') quoted = false;
      else field += char;
    } else if (char === '"') quoted = true;
    else if (char === ',') {
      fields.push(field);
      field = '';
    } else if (char === '\n' || char === '\r') {
      if (char === '\r' && csv[index + 1] === '\n') index += 1;
      lines.push([...fields, field].join('\t'));
      fields = [];
      field = '';
    } else field += char;
  }
  if (field || fields.length) lines.push([...fields, field].join('\t'));
  return lines.join('\n');
}

/** A file's text for the box: a CSV file's fields become tab-separated; any other text file is taken as it is. */
export async function pastedTextOf(file: File): Promise<string> {
  const text = (await file.text()).replace(/^\uFEFF/, '');
  return /\.csv$/i.test(file.name) || file.type === 'text/csv' ? csvToPastedText(text) : text;
}
