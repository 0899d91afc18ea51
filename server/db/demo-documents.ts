import { deflateSync } from 'node:zlib';
import type { DocumentCategory, DocumentInput } from '../../src/domain/documents';

// The demo library (docs/areas/documents.md): a small quality manual (procedures, a policy, the manual
// itself), circulars with confirmations, plans, ship photos and an announcement per company. Files
// are made at seed time: one-page PDFs (demoPdf) and small PNG "photos" drawn here.

interface DemoDocument {
  kategori: DocumentCategory;
  kod: string;
  baslik: string;
  revizyon: number;
  /** Days before the seed's day the revision was released. */
  daysAgo: number;
  durum?: 'taslak' | 'yururlukte' | 'iptal';
}

const PROCEDURES: [string, string][] = [
  ['PR-01', 'Dokümanların ve Kayıtların Kontrolü'],
  ['PR-02', 'Emniyet ve Çevre Koruma Politikasının Uygulanması'],
  ['PR-03', 'Kaptanın Sorumluluğu ve Yetkisi'],
  ['PR-04', 'Personel Eğitimi ve Tanıştırma'],
  ['PR-05', 'Gemide Operasyonların Planlanması'],
  ['PR-06', 'Acil Durumlara Hazırlık'],
  ['PR-07', 'Kaza, Tehlikeli Durum ve Uygunsuzlukların Raporlanması'],
  ['PR-08', 'Bakım Tutum ve Ekipman'],
  ['PR-09', 'İç Denetim ve Yönetimin Gözden Geçirmesi'],
  ['PR-10', 'Yakıt İkmali (Bunkering) Operasyonları'],
  ['PR-11', 'Köprüüstü Vardiya Prosedürü'],
  ['PR-12', 'Çatışma ve Karaya Oturmaya Müdahale'],
];

export const DEMO_DOCUMENTS: DemoDocument[] = [
  { kategori: 'kys-destek', kod: 'EYS-EL', baslik: 'Emniyet Yönetim Sistemi El Kitabı', revizyon: 4, daysAgo: 200 },
  { kategori: 'kys-politika', kod: 'POL-01', baslik: 'Emniyet ve Çevre Koruma Politikası', revizyon: 2, daysAgo: 320 },
  { kategori: 'kys-yonetmelik', kod: 'YON-01', baslik: 'Gemi Personeli Disiplin Yönetmeliği', revizyon: 1, daysAgo: 400 },
  { kategori: 'kys-gorev', kod: 'GT-01', baslik: 'Kaptan Görev Tanımı', revizyon: 1, daysAgo: 280 },
  { kategori: 'kys-plan', kod: 'PL-01', baslik: 'Gemi Acil Durum Müdahale Planı', revizyon: 3, daysAgo: 150 },
  ...PROCEDURES.map(([kod, baslik], index): DemoDocument => ({
    kategori: 'kys-prosedur',
    kod,
    baslik,
    revizyon: index % 3,
    daysAgo: 30 + index * 17,
    durum: index === 11 ? 'taslak' : 'yururlukte',
  })),
  {
    kategori: 'sirkuler',
    kod: 'SRK-2026-01',
    baslik: 'Liman Devlet Kontrolü Yoğunlaştırılmış Denetim Kampanyası',
    revizyon: 0,
    daysAgo: 20,
  },
  { kategori: 'sirkuler', kod: 'SRK-2026-02', baslik: 'Kapalı Alanlara Giriş Uyarısı', revizyon: 0, daysAgo: 9 },
  { kategori: 'sirkuler', kod: 'SRK-2026-03', baslik: 'Siber Güvenlik Farkındalığı', revizyon: 0, daysAgo: 2 },
  { kategori: 'plan', kod: 'GA-001', baslik: 'Genel Yerleşim Planı (General Arrangement)', revizyon: 0, daysAgo: 900 },
  { kategori: 'plan', kod: 'FCP-002', baslik: 'Yangın Kontrol Planı', revizyon: 1, daysAgo: 600 },
  { kategori: 'foto', kod: '', baslik: 'Baş taraftan görünüm', revizyon: 0, daysAgo: 60 },
  { kategori: 'foto', kod: '', baslik: 'Köprüüstü', revizyon: 0, daysAgo: 60 },
  { kategori: 'foto', kod: '', baslik: 'Makine dairesi', revizyon: 0, daysAgo: 60 },
  { kategori: 'foto', kod: '', baslik: 'Güverte, ambar kapakları', revizyon: 0, daysAgo: 60 },
];

function addDays(date: string, days: number): string {
  const moment = new Date(`${date}T00:00:00Z`);
  moment.setUTCDate(moment.getUTCDate() + days);
  return moment.toISOString().slice(0, 10);
}

/** The body of a demo document, as `POST /api/dokuman` takes it, with its file's id. */
export function demoDocumentBody(sirket: string, demo: DemoDocument, dosya: string, today: string): DocumentInput {
  return {
    sirket,
    kategori: demo.kategori,
    kod: demo.kod,
    baslik: demo.baslik,
    revizyon: demo.revizyon,
    revizyonTarihi: addDays(today, -demo.daysAgo),
    durum: demo.durum ?? 'yururlukte',
    dosya,
  };
}

/** The announcement every demo company has (no file: its text is the announcement). */
export function demoAnnouncementBody(sirket: string, today: string): DocumentInput {
  return {
    sirket,
    kategori: 'duyuru',
    kod: 'DY-01',
    baslik: 'Yıllık tatbikat takvimi yayımlandı',
    revizyon: 0,
    revizyonTarihi: addDays(today, -5),
    durum: 'yururlukte',
    metin: 'Yangın, gemiyi terk ve adam denize tatbikatlarının yıllık takvimi sirküler klasöründe. Kaptanlar takvimi gemi planına işlesin.',
  };
}

const CRC_TABLE = Array.from({ length: 256 }, (_, n) => {
  let c = n;
  for (let k = 0; k < 8; k++) c = c & 1 ? 0xedb88320 ^ (c >>> 1) : c >>> 1;
  return c >>> 0;
});

function crc32(bytes: Uint8Array): number {
  let c = 0xffffffff;
  for (const byte of bytes) c = CRC_TABLE[(c ^ byte) & 0xff]! ^ (c >>> 8);
  return (c ^ 0xffffffff) >>> 0;
}

function chunk(type: string, data: Uint8Array): Uint8Array {
  const out = new Uint8Array(12 + data.length);
  const view = new DataView(out.buffer);
  view.setUint32(0, data.length);
  out.set(new TextEncoder().encode(type), 4);
  out.set(data, 8);
  view.setUint32(8 + data.length, crc32(out.subarray(4, 8 + data.length)));
  return out;
}

/**
 * A small PNG "photo" (sky, sea and a hull in colours that differ per picture): what the photo
 * grid's thumbnails are made from on the device.
 */
export function demoPhoto(seed: number, width = 480, height = 320): Uint8Array {
  const raw = new Uint8Array((width * 3 + 1) * height);
  const hue = (seed * 67) % 255;
  for (let y = 0; y < height; y++) {
    const row = y * (width * 3 + 1);
    raw[row] = 0;
    for (let x = 0; x < width; x++) {
      const sea = y > height * 0.55;
      const hull = y > height * 0.4 && y < height * 0.62 && x > width * 0.2 && x < width * 0.8 - (y - height * 0.4);
      const [r, g, b] = hull
        ? [160 + (hue % 60), 40, 30 + (hue % 90)]
        : sea
          ? [20, 60 + (y % 40), 120 + hue / 3]
          : [120 + hue / 4, 170, 230 - y / 4];
      const at = row + 1 + x * 3;
      raw[at] = r;
      raw[at + 1] = g;
      raw[at + 2] = b;
    }
  }
  const header = new Uint8Array(13);
  const view = new DataView(header.buffer);
  view.setUint32(0, width);
  view.setUint32(4, height);
  header.set([8, 2, 0, 0, 0], 8);
  const signature = Uint8Array.from([137, 80, 78, 71, 13, 10, 26, 10]);
  const parts = [signature, chunk('IHDR', header), chunk('IDAT', deflateSync(raw)), chunk('IEND', new Uint8Array())];
  const png = new Uint8Array(parts.reduce((sum, part) => sum + part.length, 0));
  let offset = 0;
  for (const part of parts) {
    png.set(part, offset);
    offset += part.length;
  }
  return png;
}
