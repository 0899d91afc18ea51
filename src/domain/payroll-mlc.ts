import type { Currency } from './currency';
import { DEDUCTION_LABELS, WAGE_PART_LABELS, type WageLineMinor } from './payroll';

// A seafarer's monthly account of wages (MLC 2006, Standard A2.2, paragraph 2: the wages paid,
// any additional payments and the rate of exchange used), as docs/areas/payroll.md §7 prints it:
// in Turkish and English side by side, from one line of a sheet. Pure: the page or the PDF sets it.

/** A bilingual label. */
export interface Bilingual {
  tr: string;
  en: string;
}

/** One amount of the account, in minor units of the line's currency. */
export interface MlcAmount {
  label: Bilingual;
  /** A detail shown beside the label (overtime's hours × rate). */
  detail?: string;
  tutar: bigint;
}

export interface MlcAccount {
  title: Bilingual;
  /** The rule the account answers. */
  rule: string;
  headings: { earnings: Bilingual; deductions: Bilingual; statutory: Bilingual };
  /** The particulars, label and value (name, book, ship, IMO, rank, dates, days, rate). */
  particulars: { label: Bilingual; value: string }[];
  dovizCinsi: Currency;
  earnings: MlcAmount[];
  totalEarnings: MlcAmount;
  deductions: MlcAmount[];
  totalDeductions: MlcAmount;
  /** Turkish statutory figures (TL), when the line has them. */
  statutory: MlcAmount[];
  balance: MlcAmount;
  signatures: Bilingual[];
}

/** What the account says of the seafarer, the ship and the tour, already as text. */
export interface MlcParticulars {
  name: string;
  seamansBook: string;
  ship: string;
  imo: string;
  rank: string;
  /** `DD.MM.YYYY` texts. */
  period: string;
  signOn: string;
  signOff: string;
  /** The TL rate of a foreign-currency wage, as text (`1 USD = 34,1234 TL`), or ''. */
  rate: string;
}

const label = (tr: string, en: string): Bilingual => ({ tr, en });

/**
 * The account of one line: its particulars, each earning (the wage's parts for the days, overtime),
 * each deduction, the totals and the balance; the statutory figures of a Turkish seafarer in TL.
 */
export function mlcAccount(line: WageLineMinor, particulars: MlcParticulars, overtimeDetail = ''): MlcAccount {
  const earnings: MlcAmount[] = line.kazanclar.map((part) => ({ label: WAGE_PART_LABELS[part.tur], tutar: part.tutar }));
  if (line.fazlaMesai.tutar !== 0n || line.fazlaMesai.saat !== 0n) {
    earnings.push({ label: label('Fazla mesai', 'Overtime'), detail: overtimeDetail, tutar: line.fazlaMesai.tutar });
  }
  const deductions: MlcAmount[] = line.kesintiler.map((d) => ({ label: DEDUCTION_LABELS[d.tur], tutar: d.tutar }));
  const statutory: MlcAmount[] = line.yasal
    ? [
        { label: label('SGK işçi payı', 'Social security (employee)'), tutar: line.yasal.sgkIsci },
        { label: label('İşsizlik sigortası işçi payı', 'Unemployment insurance (employee)'), tutar: line.yasal.issizlikIsci },
        { label: label('Gelir vergisi', 'Income tax'), tutar: line.yasal.gelirVergisi },
        { label: label('Damga vergisi', 'Stamp duty'), tutar: line.yasal.damgaVergisi },
        { label: label('Net ücret (TL)', 'Net wage (TL)'), tutar: line.yasal.net },
      ]
    : [];
  return {
    title: label('Aylık Ücret Hesap Dökümü', 'Monthly Account of Wages'),
    rule: 'MLC 2006, Standard A2.2',
    headings: {
      earnings: label('Kazançlar', 'Earnings'),
      deductions: label('Kesintiler', 'Deductions'),
      statutory: label('Yasal kesintiler (TL)', 'Statutory deductions (TL)'),
    },
    particulars: [
      { label: label('Ad Soyad', 'Name'), value: particulars.name },
      { label: label('Gemi Adamı Cüzdanı No', "Seafarer's book No."), value: particulars.seamansBook },
      { label: label('Gemi', 'Ship'), value: particulars.ship },
      { label: label('IMO No', 'IMO No.'), value: particulars.imo },
      { label: label('Rütbe', 'Rank'), value: particulars.rank },
      { label: label('Dönem', 'Period'), value: particulars.period },
      { label: label('Biniş', 'Sign-on'), value: particulars.signOn },
      { label: label('İniş', 'Sign-off'), value: particulars.signOff },
      { label: label('Gün', 'Days'), value: String(line.gun) },
      { label: label('Para birimi', 'Currency'), value: line.dovizCinsi },
      ...(particulars.rate ? [{ label: label('Kullanılan kur', 'Rate of exchange used'), value: particulars.rate }] : []),
    ],
    dovizCinsi: line.dovizCinsi,
    earnings,
    totalEarnings: { label: label('Toplam kazanç', 'Total earnings'), tutar: line.kazanc },
    deductions,
    totalDeductions: { label: label('Toplam kesinti', 'Total deductions'), tutar: line.kesinti },
    statutory,
    balance: { label: label('Ödenecek bakiye', 'Balance payable'), tutar: line.bakiye },
    signatures: [label('Kaptan', 'Master'), label('Gemi adamı', 'Seafarer')],
  };
}
