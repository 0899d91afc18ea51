import type { AccountInput } from '../../src/domain/account';
import type { BankAccountInput } from '../../src/domain/bank-account';
import type { Currency } from '../../src/domain/currency';

// Demo counterparty accounts (SPEC §3). Fictitious firms; the identifiers are real-looking on
// purpose: VKNs and TCKNs carry correct check digits, IBANs a correct mod-97 checksum and the bank
// code of the bank named, and the SWIFT codes are those of the real banks. A few names start with
// Ç, Ş, İ, Ö, Ü, or C and I beside them, so the list shows Turkish alphabetical order.

/** A demo account and the index of its company in DEMO_COMPANIES (the demo user sees 0 and 1). */
export type DemoAccount = Omit<AccountInput, 'sirket'> & { company: number };

const ZIRAAT = { bankaIsmi: 'T.C. Ziraat Bankası', swiftCode: 'TCZBTR2A' };
const IS_BANKASI = { bankaIsmi: 'Türkiye İş Bankası', swiftCode: 'ISBKTRIS' };
const AKBANK = { bankaIsmi: 'Akbank', swiftCode: 'AKBKTRIS' };
const GARANTI = { bankaIsmi: 'Garanti BBVA', swiftCode: 'TGBATRIS' };
const YAPI_KREDI = { bankaIsmi: 'Yapı Kredi', swiftCode: 'YAPITRIS' };
const HALKBANK = { bankaIsmi: 'Halkbank', swiftCode: 'TRHBTR2A' };
const VAKIFBANK = { bankaIsmi: 'VakıfBank', swiftCode: 'TVBATR2A' };
const QNB = { bankaIsmi: 'QNB Türkiye', swiftCode: 'FNNBTRIS' };

function bank(
  bankOf: { bankaIsmi: string; swiftCode: string },
  dovizCinsi: Currency,
  hesapAdi: string,
  iban: string,
): BankAccountInput {
  return { hesapAdi, dovizCinsi, ...bankOf, hesapNumarasi: '', hesapEkNumarasi: '', iban, routing: '' };
}

const supplier = (fields: Omit<DemoAccount, 'cariTip'>): DemoAccount => ({ cariTip: 'tedarikci', ulke: 'Türkiye', ...fields });
const customer = (fields: Omit<DemoAccount, 'cariTip'>): DemoAccount => ({ cariTip: 'musteri', ulke: 'Türkiye', ...fields });

export const DEMO_ACCOUNTS: DemoAccount[] = [
  // Ship chandlers (kumanya ve gemi malzemesi)
  supplier({
    company: 0, unvan: 'Çeşme Gemi Kumanya Ltd. Şti.', nitelik: 'Gemi kumanyacısı', firmaYetkilisi: 'Ayşe Kaya',
    gsm: '+90 532 411 20 30', ePosta: 'siparis@cesmekumanya.example', il: 'İzmir', ilce: 'Çeşme',
    vergiDairesi: 'Çeşme', vergiNumarasi: '1821294298',
    bankalar: [bank(ZIRAAT, 'TL', 'Çeşme Kumanya TL', 'TR570001008853468956974819'), bank(GARANTI, 'USD', 'Çeşme Kumanya USD', 'TR750006201739226055650346')],
  }),
  supplier({
    company: 1, unvan: 'Cengiz Gemi Kumanyacılık Ltd. Şti.', nitelik: 'Gemi kumanyacısı', firmaYetkilisi: 'Cengiz Arslan',
    gsm: '+90 533 218 44 10', il: 'İstanbul', ilce: 'Tuzla', vergiDairesi: 'Tuzla', vergiNumarasi: '2275435724',
    bankalar: [bank(IS_BANKASI, 'TL', 'Cengiz Kumanya TL', 'TR210006402742634534742679')],
  }),
  supplier({
    company: 2, unvan: 'Ümit Deniz Malzemeleri Tic. Ltd. Şti.', nitelik: 'Güverte ve makine malzemesi', firmaYetkilisi: 'Ümit Çelik',
    sabitTelefon: '+90 324 238 11 22', il: 'Mersin', ilce: 'Akdeniz', vergiDairesi: 'Uray', vergiNumarasi: '3040046509',
    bankalar: [bank(HALKBANK, 'TL', 'Ümit Deniz TL', 'TR250001202591781483671688'), bank(HALKBANK, 'EURO', 'Ümit Deniz EURO', 'TR930001202750174839278556')],
  }),
  supplier({
    company: 3, unvan: 'Karadeniz Kumanya ve Gemi Malzemeleri Ltd. Şti.', nitelik: 'Gemi kumanyacısı',
    il: 'Samsun', ilce: 'İlkadım', vergiDairesi: '19 Mayıs', vergiNumarasi: '4102417183',
    bankalar: [bank(VAKIFBANK, 'TL', 'Karadeniz Kumanya TL', 'TR880001504760236914361497')],
  }),
  supplier({
    company: 0, unvan: 'Ünye Su ve Kumanya Ltd. Şti.', nitelik: 'Tatlı su ve kumanya', il: 'Ordu', ilce: 'Ünye',
    vergiDairesi: 'Ünye', vergiNumarasi: '5641570812',
    bankalar: [bank(ZIRAAT, 'TL', 'Ünye Su TL', 'TR690001006705834326438609')],
  }),
  supplier({
    company: 1, unvan: 'Piraeus Marine Supplies S.A.', nitelik: 'Ship chandler', ulke: 'Yunanistan', il: 'Pire',
    firmaYetkilisi: 'Nikos Papadakis', ePosta: 'orders@piraeus-supplies.example', vergiNumarasi: 'EL094014201',
    bankalar: [bank({ bankaIsmi: 'National Bank of Greece', swiftCode: 'ETHNGRAA' }, 'EURO', 'PMS EUR', 'GR1401101259176923099071846')],
  }),
  // Bunker suppliers (yakıt)
  supplier({
    company: 0, unvan: 'Şahin Bunker ve Petrol Ürünleri A.Ş.', nitelik: 'Bunker tedarikçisi', firmaYetkilisi: 'Mert Şahin',
    gsm: '+90 530 777 12 12', ePosta: 'bunker@sahinpetrol.example', il: 'İstanbul', ilce: 'Ambarlı',
    vergiDairesi: 'Beylikdüzü', vergiNumarasi: '6048072771',
    bankalar: [bank(AKBANK, 'USD', 'Şahin Bunker USD', 'TR260004602887982444633404'), bank(AKBANK, 'TL', 'Şahin Bunker TL', 'TR130004605686715572734826')],
  }),
  supplier({
    company: 1, unvan: 'Ceyhan Bunker Tedarik A.Ş.', nitelik: 'Bunker tedarikçisi', il: 'Adana', ilce: 'Ceyhan',
    vergiDairesi: 'Ceyhan', vergiNumarasi: '7202396304',
    bankalar: [bank(GARANTI, 'USD', 'Ceyhan Bunker USD', 'TR680006208594082990071354')],
  }),
  supplier({
    company: 2, unvan: 'Akdeniz Yakıt İkmal A.Ş.', nitelik: 'Bunker tedarikçisi', il: 'Mersin', ilce: 'Yenişehir',
    vergiDairesi: 'İstiklal', vergiNumarasi: '8810966898',
    bankalar: [bank(YAPI_KREDI, 'USD', 'Akdeniz Yakıt USD', 'TR630006706748376717419240')],
  }),
  supplier({
    company: 3, unvan: 'Rotterdam Bunkering B.V.', nitelik: 'Bunker supplier', ulke: 'Hollanda', il: 'Rotterdam',
    vergiNumarasi: 'NL859412735B01',
    bankalar: [bank({ bankaIsmi: 'ING Bank', swiftCode: 'INGBNL2A' }, 'EURO', 'Rotterdam Bunkering EUR', 'NL66INGB0439726022')],
  }),
  supplier({
    company: 0, unvan: 'Öztürk Akaryakıt Deniz Hizmetleri Ltd. Şti.', nitelik: 'Bunker ve madeni yağ', il: 'Kocaeli',
    ilce: 'Körfez', vergiDairesi: 'Körfez', vergiNumarasi: '9122924622',
    bankalar: [bank(QNB, 'USD', 'Öztürk Akaryakıt USD', 'TR190011105315717174783592'), bank(QNB, 'TL', 'Öztürk Akaryakıt TL', 'TR120011100700309701735042')],
  }),
  // Port agents (acente)
  supplier({
    company: 0, unvan: 'İstanbul Liman Acenteliği A.Ş.', nitelik: 'Liman acentesi', firmaYetkilisi: 'Selin Aydın',
    sabitTelefon: '+90 212 252 40 40', ePosta: 'ops@istanbulacente.example', il: 'İstanbul', ilce: 'Karaköy',
    vergiDairesi: 'Beyoğlu', vergiNumarasi: '1734442964',
    bankalar: [bank(IS_BANKASI, 'USD', 'İstanbul Acente USD', 'TR930006405328195150160816')],
  }),
  supplier({
    company: 1, unvan: 'İzmir Körfez Acentelik A.Ş.', nitelik: 'Liman acentesi', il: 'İzmir', ilce: 'Alsancak',
    vergiDairesi: 'Kordon', vergiNumarasi: '2951215366',
    bankalar: [bank(GARANTI, 'EURO', 'İzmir Körfez EURO', 'TR260006208345842494421409')],
  }),
  supplier({
    company: 1, unvan: 'Ilgaz Liman Hizmetleri Ltd. Şti.', nitelik: 'Liman acentesi', il: 'Zonguldak', ilce: 'Ereğli',
    vergiDairesi: 'Karadeniz Ereğli', vergiNumarasi: '3593066574',
    bankalar: [bank(VAKIFBANK, 'TL', 'Ilgaz Liman TL', 'TR110001504767744545323505')],
  }),
  supplier({
    company: 2, unvan: 'Güven Liman Acenteliği Ltd. Şti.', nitelik: 'Liman acentesi', il: 'Hatay', ilce: 'İskenderun',
    vergiDairesi: 'Sahil', vergiNumarasi: '4738835798',
    bankalar: [bank(HALKBANK, 'USD', 'Güven Acente USD', 'TR550001200028973576942646')],
  }),
  supplier({
    company: 3, unvan: 'Çandarlı Liman Hizmetleri A.Ş.', nitelik: 'Liman acentesi', il: 'İzmir', ilce: 'Dikili',
    vergiDairesi: 'Bergama', vergiNumarasi: '5960850970',
    bankalar: [bank(ZIRAAT, 'TL', 'Çandarlı Liman TL', 'TR680001007521200270487049')],
  }),
  supplier({
    company: 0, unvan: 'Malta Ship Agency Ltd.', nitelik: 'Port agent', ulke: 'Malta', il: 'Valletta',
    vergiNumarasi: 'MT15121333',
    bankalar: [bank({ bankaIsmi: 'Bank of Valletta', swiftCode: 'VALLMTMT' }, 'EURO', 'MSA EUR', 'MT96VALL22013118023724922220996')],
  }),
  supplier({
    company: 1, unvan: 'Şimşek Römorkaj ve Kılavuzluk Hizmetleri A.Ş.', nitelik: 'Römorkaj ve kılavuzluk', il: 'Kocaeli',
    ilce: 'İzmit', vergiDairesi: 'Tepecik', vergiNumarasi: '6702809378',
    bankalar: [bank(YAPI_KREDI, 'TL', 'Şimşek Römorkaj TL', 'TR300006704552414063659393')],
  }),
  // Shipyards (tersane)
  supplier({
    company: 0, unvan: 'Özdemir Tersanecilik A.Ş.', nitelik: 'Tersane', firmaYetkilisi: 'Kemal Özdemir',
    sabitTelefon: '+90 216 395 10 00', il: 'İstanbul', ilce: 'Tuzla', vergiDairesi: 'Tuzla', vergiNumarasi: '7484503239',
    bankalar: [bank(IS_BANKASI, 'EURO', 'Özdemir Tersane EURO', 'TR100006401737246935969607'), bank(IS_BANKASI, 'USD', 'Özdemir Tersane USD', 'TR800006409469328928080374')],
  }),
  supplier({
    company: 1, unvan: 'Tuzla Onarım Tersanesi A.Ş.', nitelik: 'Tersane', il: 'İstanbul', ilce: 'Tuzla',
    vergiDairesi: 'Tuzla', vergiNumarasi: '8044887139',
    bankalar: [bank(AKBANK, 'EURO', 'Tuzla Onarım EURO', 'TR190004602118237877579210')],
  }),
  supplier({
    company: 2, unvan: 'Yalova Tersane Hizmetleri A.Ş.', nitelik: 'Tersane', il: 'Yalova', ilce: 'Altınova',
    vergiDairesi: 'Yalova', vergiNumarasi: '9773750648',
    bankalar: [bank(GARANTI, 'EURO', 'Yalova Tersane EURO', 'TR780006205303077835496547')],
  }),
  supplier({
    company: 3, unvan: 'Ereğli Gemi Söküm ve Onarım A.Ş.', nitelik: 'Tersane', il: 'Zonguldak', ilce: 'Ereğli',
    vergiDairesi: 'Karadeniz Ereğli', vergiNumarasi: '1148265633',
    bankalar: [bank(VAKIFBANK, 'TL', 'Ereğli Gemi TL', 'TR140001506660108582615310')],
  }),
  supplier({
    company: 1, unvan: 'Hamburg Marine Engineering GmbH', nitelik: 'Engine overhaul', ulke: 'Almanya', il: 'Hamburg',
    vergiNumarasi: 'DE811907980',
    bankalar: [bank({ bankaIsmi: 'Deutsche Bank', swiftCode: 'DEUTDEFF' }, 'EURO', 'HME EUR', 'DE94200700004321364611')],
  }),
  supplier({
    company: 2, unvan: 'Marmara Gemi Boya Sanayi A.Ş.', nitelik: 'Boya ve kaplama', il: 'Kocaeli', ilce: 'Gebze',
    vergiDairesi: 'Gebze', vergiNumarasi: '2848711544',
    bankalar: [bank(QNB, 'TL', 'Marmara Boya TL', 'TR800011107433984958211400')],
  }),
  supplier({
    company: 3, unvan: 'Gibraltar Port Services Ltd.', nitelik: 'Port agent', ulke: 'Birleşik Krallık', il: 'London',
    vergiNumarasi: 'GB123456789',
    bankalar: [bank({ bankaIsmi: 'Barclays', swiftCode: 'BARCGB22' }, 'GBP', 'GPS GBP', 'GB97BARC20181573851158')],
  }),
  supplier({
    company: 0, unvan: 'Deniz Yıldızı Makine Yedek Parça San. Tic. A.Ş.', nitelik: 'Makine yedek parça', il: 'İstanbul',
    ilce: 'Pendik', vergiDairesi: 'Pendik', vergiNumarasi: '3206402211',
    bankalar: [bank(YAPI_KREDI, 'USD', 'Deniz Yıldızı USD', 'TR200006707987317609455718'), bank(YAPI_KREDI, 'TL', 'Deniz Yıldızı TL', 'TR150006700903906032296796')],
  }),

  // Customers: charterers (kiracılar) and cargo owners (yük sahipleri)
  customer({ company: 0, unvan: 'Anadolu Tahıl Ticaret A.Ş.', nitelik: 'Yük sahibi', il: 'Konya', vergiDairesi: 'Selçuk', vergiNumarasi: '4831587674' }),
  customer({ company: 0, unvan: 'Boğaziçi Chartering Ltd. Şti.', nitelik: 'Kiracı', il: 'İstanbul', ilce: 'Beşiktaş', vergiDairesi: 'Beşiktaş', vergiNumarasi: '5558078834' }),
  customer({ company: 1, unvan: 'Çukurova Demir Çelik Pazarlama A.Ş.', nitelik: 'Yük sahibi', il: 'Adana', vergiDairesi: 'Seyhan', vergiNumarasi: '6224081276' }),
  customer({ company: 1, unvan: 'Ege Mermer İhracat A.Ş.', nitelik: 'Yük sahibi', il: 'İzmir', ilce: 'Torbalı', vergiDairesi: 'Torbalı', vergiNumarasi: '7447823009' }),
  customer({ company: 2, unvan: 'İskenderun Gübre Sanayi A.Ş.', nitelik: 'Yük sahibi', il: 'Hatay', ilce: 'İskenderun', vergiDairesi: 'Sahil', vergiNumarasi: '8596660292' }),
  customer({ company: 3, unvan: 'Oceanic Chartering Ltd.', nitelik: 'Charterer', ulke: 'Birleşik Krallık', il: 'London', vergiNumarasi: 'GB987654321', ePosta: 'chartering@oceanic.example' }),
  customer({ company: 0, unvan: 'Nordic Bulk Carriers A/S', nitelik: 'Charterer', ulke: 'Danimarka', il: 'København', vergiNumarasi: 'DK13585628' }),
  customer({ company: 1, unvan: 'Şeker Ticaret ve Lojistik A.Ş.', nitelik: 'Yük sahibi', il: 'Eskişehir', vergiDairesi: 'Anadolu', vergiNumarasi: '9388661389' }),
  customer({ company: 2, unvan: 'Özbek Kömür İthalat A.Ş.', nitelik: 'Yük sahibi', il: 'Zonguldak', vergiDairesi: 'Uzunmehmet', vergiNumarasi: '1549218560' }),
  customer({ company: 3, unvan: 'Ürgüp Çimento Pazarlama A.Ş.', nitelik: 'Yük sahibi', il: 'Nevşehir', ilce: 'Ürgüp', vergiDairesi: 'Ürgüp', vergiNumarasi: '2942227337' }),
  customer({ company: 0, unvan: 'Gemlik Otomotiv Lojistik A.Ş.', nitelik: 'Kiracı', il: 'Bursa', ilce: 'Gemlik', vergiDairesi: 'Gemlik', vergiNumarasi: '3186592096' }),
  customer({ company: 1, unvan: 'Cam Ambalaj Dış Ticaret A.Ş.', nitelik: 'Yük sahibi', il: 'Kırklareli', ilce: 'Lüleburgaz', vergiDairesi: 'Lüleburgaz', vergiNumarasi: '4530735598' }),
  // An individual: identity number instead of a tax number (SPEC §5).
  customer({ company: 0, unvan: 'ismail Yılmaz Nakliyat', nitelik: 'Şahıs firması', il: 'Rize', tcNumarasi: '18992697764' }),
  customer({ company: 2, unvan: 'Levant Grain Trading S.A.L.', nitelik: 'Cargo owner', ulke: 'Lübnan', il: 'Beirut', vergiNumarasi: 'LB3345123' }),
];
