import { msg } from '@lingui/core/macro';
import type { I18n, MessageDescriptor } from '@lingui/core';
import { useLingui } from '@lingui/react/macro';
import { Link } from '@tanstack/react-router';
import { periodRange, type WorkReportKind } from '../../domain/work-report';
import { formatDate } from '../../ui/format';
import { workReportKind } from '../../domain/kinds/work-report';
import type { Place } from '../../ui/frames/detail-frame';

// The weekly and monthly work report pages share one screen each (list, form, detail): what differs
// by kind is the address, the title and how a period reads.

export const KIND_PATHS = {
  haftalik: '/teknik/haftalik-is-raporu',
  aylik: '/teknik/aylik-is-raporu',
} as const satisfies Record<WorkReportKind, string>;

/** The pages' titles: the menu's (src/app/pages.ts), kept from the placeholders (the foundation test reads them). */
const KIND_TITLES: Record<WorkReportKind, MessageDescriptor> = {
  haftalik: msg`Haftalık İş Raporu`,
  aylik: msg`Aylık İş Raporu`,
};

export function kindTitle(tur: WorkReportKind): MessageDescriptor {
  return KIND_TITLES[tur];
}

type LinkProps = Record<string, unknown>;

/** A link to the kind's list. */
export const listLink = (tur: WorkReportKind) => (props: LinkProps) => <Link to={KIND_PATHS[tur]} {...props} />;

/** A kind's place: Teknik › its list (`label`: the list's name in the trail). */
export function useWorkReportPlace(tur: WorkReportKind, label: string): Place {
  const { t } = useLingui();
  return {
    section: t`Teknik`,
    list: { label, link: listLink(tur) },
    kind: workReportKind,
    path: tur === 'haftalik' ? '/teknik/haftalik-is-raporu/$isRaporuId' : '/teknik/aylik-is-raporu/$isRaporuId',
    record: t`İş raporu`,
    missing: t`İş raporu bulunamadı`,
  };
}

/** A link to a report's detail. */
export const reportLink = (tur: WorkReportKind, id: string) => (props: LinkProps) =>
  tur === 'haftalik' ? (
    <Link to="/teknik/haftalik-is-raporu/$isRaporuId" params={{ isRaporuId: id }} {...props} />
  ) : (
    <Link to="/teknik/aylik-is-raporu/$isRaporuId" params={{ isRaporuId: id }} {...props} />
  );

/** A link to a report's edit form. */
export const editLink = (tur: WorkReportKind, id: string) => (props: LinkProps) =>
  tur === 'haftalik' ? (
    <Link to="/teknik/haftalik-is-raporu/$isRaporuId/edit" params={{ isRaporuId: id }} {...props} />
  ) : (
    <Link to="/teknik/aylik-is-raporu/$isRaporuId/edit" params={{ isRaporuId: id }} {...props} />
  );

/** A link to the kind's new-report form. */
export const createLink = (tur: WorkReportKind) => (props: LinkProps) =>
  tur === 'haftalik' ? <Link to="/teknik/haftalik-is-raporu/form" {...props} /> : <Link to="/teknik/aylik-is-raporu/form" {...props} />;

/** A period as people read it: `2026-W48 · 23.11.2026 – 29.11.2026`, or the month's name (`Kasım 2026`). */
export function periodLabel(i18n: I18n, tur: WorkReportKind, donem: string): string {
  if (tur === 'haftalik') {
    const { bas, son } = periodRange(tur, donem);
    return `${donem} · ${formatDate(bas)} – ${formatDate(son)}`;
  }
  const month = new Date(Date.UTC(Number(donem.slice(0, 4)), Number(donem.slice(5, 7)) - 1, 1));
  return new Intl.DateTimeFormat(i18n.locale, { month: 'long', year: 'numeric', timeZone: 'UTC' }).format(month);
}
