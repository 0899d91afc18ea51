import { msg } from '@lingui/core/macro';
import type { MessageDescriptor } from '@lingui/core';
import type { JobState, WorkReportKind } from '../../domain/work-report';

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
