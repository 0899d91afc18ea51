import { composeIBAN } from 'ibantools';
import type { WagePartType } from '../../src/domain/payroll-catalogues';
import { addDays, addMonths } from '../../src/domain/calendar';
import { certificateType, type CertificateInput } from '../../src/domain/certificates';
import { REQUIRED_DOCUMENTS, type Rank } from '../../src/domain/crew';
import type { AssignmentInput, PersonInput } from '../../src/domain/personnel';

// The demo crew (docs/areas/crew.md), dated from the day of the seed: about 25 seafarers aboard each demo
// ship, employed by the ship's company, and a pool of 20 employed by the managing company (some on
// leave after a tour, the others available). Everyone holds the documents their rank requires, but
// a few: a medical that runs out within the lead time, a missing basic safety course, a passport
// that expires before the planned sign-off.

/** One ship's manning, 25 people. */
const MANNING: Rank[] = [
  'kaptan',
  'birinci-zabit',
  'ikinci-zabit',
  'ucuncu-zabit',
  'basmuhendis',
  'ikinci-muhendis',
  'ucuncu-muhendis',
  'elektrik-zabiti',
  'lostromo',
  'usta-gemici',
  'usta-gemici',
  'usta-gemici',
  'gemici',
  'gemici',
  'gemici',
  'gemici',
  'yagci',
  'yagci',
  'yagci',
  'yagci',
  'asci',
  'asci',
  'kamarot',
  'kamarot',
  'stajyer',
];

const FIRST_NAMES = [
  'Ahmet',
  'Mehmet',
  'Mustafa',
  'Ali',
  'Hüseyin',
  'Hasan',
  'İbrahim',
  'İsmail',
  'Osman',
  'Yusuf',
  'Murat',
  'Ömer',
  'Ramazan',
  'Halil',
  'Süleyman',
  'Abdullah',
  'Mahmut',
  'Salih',
  'Kemal',
  'Recep',
  'Şükrü',
  'Cengiz',
  'Emre',
  'Oğuz',
  'Ilgaz',
  'Çağrı',
  'Gökhan',
  'Uğur',
  'Barış',
  'Serkan',
  'Levent',
];
const SURNAMES = [
  'Yılmaz',
  'Kaya',
  'Demir',
  'Şahin',
  'Çelik',
  'Yıldız',
  'Yıldırım',
  'Öztürk',
  'Aydın',
  'Özdemir',
  'Arslan',
  'Doğan',
  'Kılıç',
  'Aslan',
  'Çetin',
  'Kara',
  'Koç',
  'Kurt',
  'Özkan',
  'Şimşek',
  'Işık',
  'Erdoğan',
  'Güneş',
  'Polat',
  'Aksoy',
  'Karadeniz',
  'Denizci',
  'Uçar',
  'Ünal',
  'Bulut',
  'Keskin',
  'Tekin',
  'Ergin',
];
const FOREIGN: { uyruk: string; ad: string; soyad: string }[] = [
  { uyruk: 'Ukrayna', ad: 'Oleksandr', soyad: 'Kovalenko' },
  { uyruk: 'Filipinler', ad: 'Jose', soyad: 'Santos' },
  { uyruk: 'Gürcistan', ad: 'Giorgi', soyad: 'Beridze' },
  { uyruk: 'Azerbaycan', ad: 'Elvin', soyad: 'Məmmədov' },
];
const BIRTHPLACES = ['İstanbul', 'Trabzon', 'Rize', 'İzmir', 'Samsun', 'Mersin', 'Zonguldak', 'Ordu', 'Çanakkale', 'Sinop'];
const FOREIGN_BIRTHPLACES: Record<string, string> = { Ukrayna: 'Odesa', Filipinler: 'Manila', Gürcistan: 'Batumi', Azerbaycan: 'Bakü' };
const PORTS = ['İstanbul', 'İzmit', 'Aliağa', 'Mersin', 'İskenderun', 'Rotterdam', 'Pire', 'Köstence', 'Novorossiysk', 'Cebelitarık'];

/** A valid TCKN from nine digits (the first not 0): the two check digits appended. */
export function tcknOf(first9: string): string {
  const d = [...first9].map(Number);
  const odd = d[0]! + d[2]! + d[4]! + d[6]! + d[8]!;
  const even = d[1]! + d[3]! + d[5]! + d[7]!;
  const tenth = (((odd * 7 - even) % 10) + 10) % 10;
  const eleventh = (d.reduce((a, b) => a + b, 0) + tenth) % 10;
  return `${first9}${tenth}${eleventh}`;
}

export interface DemoCrew {
  people: (PersonInput & { _id: string })[];
  assignments: AssignmentInput[];
  documents: CertificateInput[];
}

/** Who some demo seafarers send part of their wage to. */
const BENEFICIARY_NAMES = ['Ayşe', 'Fatma', 'Emine', 'Hatice', 'Zeynep'] as const;

/** A valid Turkish IBAN of a demo bank (its check digits computed), unique per `n`. */
function demoIban(n: number): string {
  return composeIBAN({ countryCode: 'TR', bban: `000620${String(n).padStart(16, '0')}` }) ?? '';
}

/**
 * The demo crew of the ships `shipIds` (one company each) and a pool employed by `poolEmployer`, as
 * `today` finds them. Each person carries an `_id` chosen here so that assignments and documents
 * can name them before they are written.
 */
export function demoCrew(
  shipIds: readonly string[],
  poolEmployer: string,
  today: string,
  id: () => string = () => crypto.randomUUID(),
): DemoCrew {
  const crew: DemoCrew = { people: [], assignments: [], documents: [] };
  let serial = 0;

  const addPerson = (sirket: string, rutbe: Rank) => {
    const n = serial++;
    const foreign = n % 7 === 3 ? FOREIGN[n % FOREIGN.length]! : null;
    const person: PersonInput & { _id: string } = {
      _id: id(),
      sirket,
      ad: foreign?.ad ?? FIRST_NAMES[n % FIRST_NAMES.length]!,
      soyad: foreign?.soyad ?? SURNAMES[(n * 7) % SURNAMES.length]!,
      tcKimlikNo: foreign ? '' : tcknOf(String(100000000 + n * 7919).slice(0, 9)),
      pasaportNo: foreign || n % 2 === 0 ? `${foreign ? 'FP' : 'U'}${String(2000000 + n * 131).slice(0, 7)}` : '',
      uyruk: foreign?.uyruk ?? 'Türkiye',
      dogumYeri: foreign ? (FOREIGN_BIRTHPLACES[foreign.uyruk] ?? '') : BIRTHPLACES[n % BIRTHPLACES.length]!,
      dogumTarihi: `${1968 + (n % 32)}-${String((n % 12) + 1).padStart(2, '0')}-${String((n % 27) + 1).padStart(2, '0')}`,
      rutbe,
      gemiAdamiCuzdanNo: `${foreign ? 'SB' : 'IST'}-${String(100000 + n * 37)}`,
      telefon: `+90 5${String(320000000 + n * 104729).slice(0, 9)}`,
      ePosta: '',
      // A Turkish seafarer's wage account at a Turkish bank; some send part of it home (payroll's allotments).
      iban: foreign ? '' : demoIban(n),
      lehdarlar:
        !foreign && n % 5 === 1
          ? [
              {
                ad: `${BENEFICIARY_NAMES[n % BENEFICIARY_NAMES.length]!} ${SURNAMES[(n * 7) % SURNAMES.length]!}`,
                iban: demoIban(10_000 + n),
                pay: 40,
                tutar: null,
              },
            ]
          : [],
      aciklama: '',
    };
    crew.people.push(person);
    return { person, n };
  };

  /** The documents a rank requires, each issued some time ago; `n` picks the few gaps. */
  const addDocuments = (person: PersonInput & { _id: string }, n: number, plannedSignOff: string | null) => {
    for (const [j, tur] of REQUIRED_DOCUMENTS[person.rutbe as Rank].entries()) {
      // A gap now and then: basic safety never taken.
      if (tur === 'STCW-TEMEL' && n % 17 === 11) continue;
      const years = certificateType('personel', tur)?.years ?? null;
      let issued = addDays(today, -((n * 37 + j * 53) % 600) - 30);
      // A medical running out within 90 days.
      if (tur === 'SAGLIK' && n % 9 === 4) issued = addDays(addMonths(today, -24), 45);
      // A passport expiring before the planned sign-off.
      if (tur === 'PASAPORT' && plannedSignOff && n % 13 === 6) issued = addDays(addMonths(today, -120), 60);
      crew.documents.push({
        sirket: person.sirket,
        sahip: 'personel',
        personel: person._id,
        tur,
        numara: `${tur}-${String(10000 + n * 10 + j)}`,
        verenKurulus: tur === 'PASAPORT' || tur === 'VIZE' ? 'Nüfus ve Vatandaşlık İşleri' : 'Ulaştırma ve Altyapı Bakanlığı',
        duzenlemeTarihi: issued,
        gecerlilikTarihi: years === null ? null : addMonths(issued, 12 * years),
      });
    }
  };

  for (const [shipIndex, ship] of shipIds.entries()) {
    for (const rutbe of MANNING) {
      const { person, n } = addPerson(ship, rutbe);
      const binisTarihi = addDays(today, -(10 + ((n * 11) % 150)));
      const planlananInisTarihi = addMonths(binisTarihi, rutbe === 'kaptan' || rutbe === 'basmuhendis' ? 4 : 6 + (n % 3));
      crew.assignments.push({
        personel: person._id,
        sirket: ship,
        rutbe,
        binisTarihi,
        binisLimani: PORTS[(n + shipIndex) % PORTS.length]!,
        planlananInisTarihi,
        ...demoWage(rutbe === 'kaptan' ? 9500 : rutbe === 'stajyer' ? 600 : 1500 + (MANNING.length - MANNING.indexOf(rutbe)) * 150),
      });
      addDocuments(person, n, planlananInisTarihi);
    }
  }
  // The pool: the first eight on leave after a tour that ended last month, the rest available.
  for (let k = 0; k < 20; k += 1) {
    const rutbe = MANNING[(k * 3) % MANNING.length]!;
    const { person, n } = addPerson(poolEmployer, rutbe);
    if (k < 8 && shipIds.length > 0) {
      const inisTarihi = addDays(today, -(5 + k * 4));
      crew.assignments.push({
        personel: person._id,
        sirket: shipIds[k % shipIds.length]!,
        rutbe,
        binisTarihi: addMonths(inisTarihi, -6),
        binisLimani: PORTS[k % PORTS.length]!,
        planlananInisTarihi: inisTarihi,
        inisTarihi,
        inisLimani: PORTS[(k + 3) % PORTS.length]!,
        // Most at their contract's end; one resigned, one left for an unavoidable reason (KPI022).
        ayrilmaNedeni: k === 2 ? 'istifa' : k === 5 ? 'kacinilmaz' : 'kontrat-sonu',
        ...demoWage(2200),
      });
    }
    addDocuments(person, n, null);
  }
  return crew;
}

/**
 * A demo wage of `monthly` USD in its parts (MODULES §10): basic 60 %, fixed overtime 25 %, leave pay
 * the rest less a 60 USD allowance; overtime beyond the fixed hours at basic ÷ 173 per hour.
 */
function demoWage(monthly: number) {
  const temel = Math.round(monthly * 0.6);
  const sabit = Math.round(monthly * 0.25);
  const harclik = monthly >= 1000 ? 60 : 0;
  const izin = monthly - temel - sabit - harclik;
  const parts: { tur: WagePartType; tutar: string; dovizCinsi: 'USD' }[] = [
    { tur: 'temel' as const, tutar: String(temel), dovizCinsi: 'USD' as const },
    { tur: 'sabit-mesai' as const, tutar: String(sabit), dovizCinsi: 'USD' as const },
    { tur: 'izin' as const, tutar: String(izin), dovizCinsi: 'USD' as const },
  ];
  if (harclik > 0) parts.push({ tur: 'harclik' as const, tutar: String(harclik), dovizCinsi: 'USD' as const });
  return { ucretKalemleri: parts, fazlaMesaiSaatUcreti: (Math.round((temel * 100) / 173) / 100).toFixed(2) };
}
