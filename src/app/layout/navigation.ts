import { msg } from '@lingui/core/macro';
import type { MessageDescriptor } from '@lingui/core';
import {
  IconAnchor,
  IconBuilding,
  IconBuildingBank,
  IconChartBar,
  IconClipboardCheck,
  IconFolder,
  IconHome,
  IconLeaf,
  IconMail,
  IconReportMoney,
  IconShieldCheck,
  IconSpeakerphone,
  IconTool,
  IconUsers,
  IconFileDescription,
  IconShip,
  type Icon,
} from '@tabler/icons-react';
import { pageTitles, type PagePath } from '../pages';

export interface NavLinkItem {
  kind: 'link';
  to: PagePath;
  label: MessageDescriptor;
  icon: Icon;
}

export interface NavGroupItem {
  kind: 'group';
  /** The first path segment of the group's pages: the group opens on load when it matches. */
  key: string;
  label: MessageDescriptor;
  icon: Icon;
  links: { to: PagePath; label: MessageDescriptor }[];
}

export type NavItem = NavLinkItem | NavGroupItem;

const link = (to: PagePath, icon: Icon): NavLinkItem => ({ kind: 'link', to, label: pageTitles[to], icon });

const group = (key: string, label: MessageDescriptor, icon: Icon, paths: PagePath[]): NavGroupItem => ({
  kind: 'group',
  key,
  label,
  icon,
  links: paths.map((to) => ({ to, label: pageTitles[to] })),
});

/** The side navigation of docs/areas/shell.md, in the order staff meet the areas. */
export const navigation: NavItem[] = [
  link('/', IconHome),
  link('/sirket-evraklari', IconFolder),
  group('gemi-dokumanlari', msg`Gemi Dokümanları`, IconShip, [
    '/gemi-dokumanlari/sertifikalar',
    '/gemi-dokumanlari/plan-booklet-drawing',
    '/gemi-dokumanlari/gemi-fotograflari',
  ]),
  group('kys', msg`Kalite Yönetim Sistemi`, IconShieldCheck, [
    '/kys/destek-dokumanlar',
    '/kys/yonetmelikler',
    '/kys/politikalar',
    '/kys/prosedurler',
    '/kys/gorev-ve-sorumluluk',
    '/kys/planlar',
  ]),
  link('/kpi', IconChartBar),
  link('/mrv', IconLeaf),
  group('teknik', msg`Teknik`, IconTool, [
    '/teknik/sertifika-takip',
    '/teknik/bdn-kayit',
    '/teknik/haftalik-is-raporu',
    '/teknik/aylik-is-raporu',
  ]),
  group('operasyon', msg`Operasyon`, IconAnchor, [
    '/operasyon/spot-charter',
    '/operasyon/time-charter',
    '/operasyon/yuk-evrak-kaydi',
    '/operasyon/sozlesmeler',
    '/operasyon/haftalik-gemi-durum-raporu',
  ]),
  group('personel-veri-platformu', msg`Personel Veri Platformu`, IconUsers, [
    '/personel-veri-platformu/personel-havuzu',
    '/personel-veri-platformu/personel-listesi',
    '/personel-veri-platformu/payroll',
  ]),
  group('finans', msg`Finans`, IconBuildingBank, [
    '/finans/cari-listeler',
    '/finans/fatura-proforma',
    '/finans/nakit-akis',
    '/finans/butce-kodu',
    '/finans/kur',
    '/finans/banka-talimat',
    '/finans/banka-ekstreleri',
    '/finans/cek-senet',
    '/finans/maas-hesaplari',
    '/finans/kredi-kayitlari',
  ]),
  group('finans-raporlari', msg`Finans Raporları`, IconReportMoney, [
    '/finans-raporlari/tedarikci-cari-raporlari',
    '/finans-raporlari/musteri-cari-raporlari',
    '/finans-raporlari/rc-raporlari',
    '/finans-raporlari/yil-sonu-gelir-gider-raporu',
    '/finans-raporlari/cek-kredi-odeme-raporu',
    '/finans-raporlari/tahsilat-raporu',
    '/finans-raporlari/odeme-raporu',
    '/finans-raporlari/total-hesap-raporu',
    '/finans-raporlari/cari-borc-raporu',
    '/finans-raporlari/cari-alacak-raporu',
    '/finans-raporlari/kur-farki-raporu',
  ]),
  group('denetleme-raporlari', msg`Denetleme Raporları`, IconClipboardCheck, [
    '/denetleme-raporlari/gemi-denet-raporlari',
    '/denetleme-raporlari/uygunsuzluk-raporlari',
    '/denetleme-raporlari/olay-raporlari',
  ]),
  link('/ilan-duyurular', IconSpeakerphone),
  link('/sirkuler', IconFileDescription),
  link('/sirket', IconBuilding),
  link('/email', IconMail),
];

/** The group whose key is the first segment of `pathname`, if any. */
export function groupForPath(pathname: string): string | null {
  const segment = pathname.split('/')[1] ?? '';
  const match = navigation.find((item) => item.kind === 'group' && item.key === segment);
  return match?.kind === 'group' ? match.key : null;
}

/** A link is current when the path is the link itself or below it ('/' only matches itself). */
export function isCurrent(pathname: string, to: string): boolean {
  if (to === '/') return pathname === '/';
  return pathname === to || pathname.startsWith(`${to}/`);
}
