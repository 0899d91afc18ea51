import { addDays } from '../../src/domain/calendar';
import type { IncidentDefinition } from '../../src/domain/kinds/incident';
import type { NonConformityDefinition } from '../../src/domain/kinds/non-conformity';
import type { WriteInputOf } from '../../src/domain/kinds/schema';
import type { NcSeverity, NcState } from '../../src/domain/non-conformity';

// A demo ship's non-conformities and incidents (docs/areas/inspections.md): one non-conformity in
// each state of the cycle, one of them overdue, and a few incidents of the last year (a lost workday
// case, a near miss, a medical treatment). Dates count back from today, so the board's overdue ones
// and the injury figures show real values on any day. The states past `planlandi` need their
// evidence, a file: the seed writes those only where it stores files (server/db/seed.ts).

export type DemoNonConformity = WriteInputOf<NonConformityDefinition>;
export type DemoIncident = WriteInputOf<IncidentDefinition>;

/** The people the demo's non-conformities name: the responsible one and the verifier (users' ids). */
export interface DemoNcPeople {
  sorumlu: string;
  dogrulayan: string;
}

interface DemoNc {
  durum: NcState;
  siddet: NcSeverity;
  tanim: string;
  /** Raised this many days before today. */
  raised: number;
  /** Due this many days after it was raised. */
  due: number;
}

const NCS: readonly DemoNc[] = [
  { durum: 'acik', siddet: 'minor', tanim: 'Güverte ekibinin kapalı alan giriş tatbikatı kaydı eksik', raised: 6, due: 30 },
  { durum: 'planlandi', siddet: 'major', tanim: 'Acil durum yangın pompası basınç vermiyor', raised: 50, due: 30 },
  { durum: 'planlandi', siddet: 'minor', tanim: 'Yağ kayıt defteri girişleri eksik', raised: 20, due: 45 },
  { durum: 'uygulandi', siddet: 'minor', tanim: 'Seyir haritaları güncel değil', raised: 40, due: 30 },
  { durum: 'dogrulandi', siddet: 'gozlem', tanim: 'Personel eğitim kayıtlarının düzeni', raised: 90, due: 60 },
  { durum: 'kapandi', siddet: 'major', tanim: 'ISM: bakım planı kayıtları eksik', raised: 150, due: 60 },
];

/** Whether a state needs the evidence file (every state from `uygulandi` on). */
export const needsEvidence = (durum: NcState): boolean => durum === 'uygulandi' || durum === 'dogrulandi' || durum === 'kapandi';

/**
 * A ship's demo non-conformities as writes: with `kanit` (a stored file's id) every state, without it
 * only the open and planned ones.
 */
export function demoNonConformityBodies(
  sirket: string,
  index: number,
  today: string,
  people: DemoNcPeople,
  kanit?: string,
): DemoNonConformity[] {
  return NCS.filter((nc) => kanit !== undefined || !needsEvidence(nc.durum)).map((nc) => {
    const tarih = addDays(today, -(nc.raised + index * 3));
    const hedefTarih = addDays(tarih, nc.due);
    const planned = nc.durum !== 'acik';
    const done = needsEvidence(nc.durum);
    const verified = nc.durum === 'dogrulandi' || nc.durum === 'kapandi';
    return {
      sirket,
      kaynak: null,
      tarih,
      siddet: nc.siddet,
      tanim: nc.tanim,
      durum: nc.durum,
      kokNeden: planned ? 'Prosedür gemide uygulanmamış; sorumluluk tanımı belirsiz' : '',
      duzelticiFaaliyet: planned ? 'Prosedür revize edildi, mürettebata eğitim verildi' : '',
      sorumlu: planned ? people.sorumlu : '',
      hedefTarih: planned ? hedefTarih : null,
      uygulamaTarihi: done ? addDays(tarih, Math.min(nc.due, nc.raised) - 5) : null,
      kanit: done ? (kanit ?? null) : null,
      dogrulayan: verified ? people.dogrulayan : '',
      etkin: verified,
      kapanisTarihi: nc.durum === 'kapandi' ? addDays(tarih, nc.due) : null,
    };
  });
}

/** A ship's incidents of the last year: a lost workday case, a near miss and a medical treatment. */
export function demoIncidentBodies(sirket: string, index: number, today: string): DemoIncident[] {
  return [
    {
      sirket,
      tarih: addDays(today, -(120 + index * 11)),
      tur: 'is-gunu-kaybi',
      kayipGun: 4,
      tanim: 'Makine dairesinde merdivenden düşme, bilek burkulması',
    },
    {
      sirket,
      tarih: addDays(today, -(60 + index * 5)),
      tur: 'ramak-kala',
      kayipGun: 0,
      tanim: 'Yükleme sırasında vinç halatı gevşedi, kimse yaralanmadı',
    },
    {
      sirket,
      tarih: addDays(today, -(25 + index * 2)),
      tur: 'tibbi-tedavi',
      kayipGun: 0,
      tanim: 'Kambuzda el kesiği, gemide pansuman yapıldı',
    },
  ];
}
