import { msg } from '@lingui/core/macro';
import type { MessageDescriptor } from '@lingui/core';
import type { WorkReportDefinition } from '../../domain/kinds/work-report';
import type { JobState, WorkReportKind } from '../../domain/work-report';
import type { KindLabels } from './kind-labels';

/** A work report's kind, as its page names it. */
export const workReportKindLabels: Record<WorkReportKind, MessageDescriptor> = {
  haftalik: msg`Haftalık`,
  aylik: msg`Aylık`,
};

/** A job's state on a work report's checklist. */
export const jobStateLabels: Record<JobState, MessageDescriptor> = {
  planlandi: msg`Planlandı`,
  devam: msg`Devam ediyor`,
  tamamlandi: msg`Tamamlandı`,
};

/** A job state's colour in lists and badges. */
export const jobStateColors: Record<JobState, string> = {
  planlandi: 'gray',
  devam: 'blue',
  tamamlandi: 'green',
};

/** Work reports' labels, field by field (src/domain/kinds/work-report.ts). */
export const workReportLabels: KindLabels<WorkReportDefinition> = {
  name: 'isRaporu',
  kind: msg`İş raporu`,
  fields: {
    sirket: msg`Gemi`,
    tur: msg`Rapor Türü`,
    donem: msg`Dönem`,
    isler: msg`İşler`,
    arizalar: msg`Açık Arızalar`,
    dosyalar: msg`Fotoğraflar ve Dosyalar`,
  },
  values: { tur: workReportKindLabels },
  lists: {
    isler: {
      fields: { baslik: msg`İş`, durum: msg`Durum`, aciklama: msg`Not` },
      values: { durum: jobStateLabels },
      lists: {},
    },
  },
};
