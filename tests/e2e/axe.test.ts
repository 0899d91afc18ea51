import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import type { Browser, BrowserContext, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { AppPage, atRest, launchBrowser, newContext } from './browser';

// axe-core over every implemented route, in both languages, at laptop and tablet width: zero
// violations of WCAG 2.1 A and AA. axe's source is evaluated through the debugging protocol, which
// the page's Content-Security-Policy (no inline scripts) does not apply to.
// One page per language, signed in once: the screens are opened inside the app (the router follows
// the history, as a link's click does), so the document, its catalogs and axe are loaded once.
// Each language sees every width: the finance screens in Turkish at 768 px and in English at
// 1440 px, the ship side and the library the other way round.
// With SHOTS_DIR set, each screen is also saved as a PNG there (for the closing note's review).

const axeSource = readFileSync(createRequire(import.meta.url).resolve('axe-core/axe.min.js'), 'utf8');
const TAGS = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa'];
const SHOTS = process.env.SHOTS_DIR;
/** The calendar year that holds most of the demo book (the twelve months up to the seed day). */
const BOOK_YEAR = new Date().getMonth() >= 5 ? new Date().getFullYear() : new Date().getFullYear() - 1;
const LAPTOP = { name: 'laptop', width: 1440, height: 900 };
const TABLET = { name: 'tablet', width: 768, height: 1024 };
type Size = typeof LAPTOP;

interface Violation {
  id: string;
  help: string;
  nodes: { target: string[]; html: string; failureSummary?: string }[];
}

let browser: Browser;
beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(async () => {
  await browser?.close();
});

/** The screen's audit once it has settled: its heading is there, nothing is loading, nothing moves. */
async function audit(page: Page, label: string): Promise<string[]> {
  await page.locator('h1, h2').first().waitFor({ timeout: 15_000 });
  await page
    .waitForFunction(() => document.querySelectorAll('.mantine-Loader-root').length === 0, null, { timeout: 15_000 })
    .catch(() => undefined);
  await atRest(page);
  if (SHOTS) await page.screenshot({ path: `${SHOTS}/${label}.png`, fullPage: false });
  // axe once per document: the screens after the first are opened in the same one.
  if (!(await page.evaluate(() => 'axe' in window))) await page.evaluate(axeSource);
  const violations = await page.evaluate(
    async (tags) =>
      (
        await (window as unknown as { axe: { run: (c: Document, o: unknown) => Promise<{ violations: Violation[] }> } }).axe.run(document, {
          runOnly: { type: 'tag', values: tags },
          resultTypes: ['violations'],
        })
      ).violations,
    TAGS,
  );
  return violations.flatMap((v) =>
    v.nodes.map(
      (node) =>
        `${label}: ${v.id} (${v.help}) at ${node.target.join(' ')} ${node.html.slice(0, 200)} ${(node.failureSummary ?? '').replace(/\s+/g, ' ')}`,
    ),
  );
}

/** Marks the screen's headings as the previous screen's (their text with them): see `rendered`. */
async function leaving(page: Page): Promise<void> {
  await page.evaluate(() => {
    for (const heading of document.querySelectorAll('h1, h2')) heading.setAttribute('data-axe-left', heading.textContent ?? '');
  });
}

/**
 * Waits for the next screen at `pathname`: a heading is not the previous screen's
 * (a new element, or the same one with another text).
 */
async function rendered(page: Page, pathname: string): Promise<void> {
  await page.waitForFunction(
    (expected) =>
      location.pathname === expected &&
      [...document.querySelectorAll('h1, h2')].some(
        (heading) => !heading.hasAttribute('data-axe-left') || heading.getAttribute('data-axe-left') !== heading.textContent,
      ),
    pathname,
    { timeout: 30_000 },
  );
}

/**
 * Opens `path` inside the app, as a link does (TanStack Router's browser history follows
 * `history.pushState`), and returns once its screen has rendered.
 */
async function open(page: Page, path: string): Promise<void> {
  const pathname = new URL(path, 'http://app').pathname;
  // The same screen with another search may keep its heading: its new state could not be told from the old.
  if (new URL(page.url()).pathname === pathname) throw new Error(`${path} is opened from its own screen: open another one between`);
  await leaving(page);
  await page.evaluate((to) => {
    const index = ((history.state as { __TSR_index?: number } | null)?.__TSR_index ?? 0) + 1;
    const key = Math.random().toString(36).slice(2, 10);
    history.pushState({ __TSR_index: index, key, __TSR_key: key }, '', to);
  }, path);
  await rendered(page, pathname);
}

async function api<T>(context: BrowserContext, method: 'GET' | 'POST', path: string, data?: unknown): Promise<T> {
  const token = (await context.cookies()).find((cookie) => cookie.name === 'XSRF-TOKEN')?.value ?? '';
  const response = await context.request.fetch(path, { method, data, headers: { 'X-XSRF-TOKEN': token } });
  return (await response.json()) as T;
}

/**
 * A record area's screens from its list (on the device once pulled): the list, the new record's
 * form (`create` or `form`), its first record and that record's edit form.
 */
async function recordScreens(page: Page, name: string, list: string, create: 'create' | 'form'): Promise<[string, string][]> {
  await open(page, list);
  const pattern = new RegExp(`^${list}/[0-9a-f-]{36}$`);
  const record = async () =>
    (await page.locator('main a[href]').evaluateAll((links) => links.map((link) => link.getAttribute('href') ?? ''))).find((href) =>
      pattern.test(href),
    );
  await expect.poll(record, { timeout: 30_000 }).toBeTruthy();
  const detail = (await record())!;
  return [
    [`${name}-new`, `${list}/${create}`],
    [name, detail],
    [`${name}-edit`, `${detail}/edit`],
  ];
}

/** The library's categories (src/ui/records/document-labels.ts LIBRARY_PATHS) but the photos, whose grid has no links. */
const LIBRARY = [
  '/gemi-dokumanlari/plan-booklet-drawing',
  '/kys/destek-dokumanlar',
  '/kys/yonetmelikler',
  '/kys/politikalar',
  '/kys/prosedurler',
  '/kys/gorev-ve-sorumluluk',
  '/kys/planlar',
  '/sirkuler',
  '/ilan-duyurular',
];

/** The pages of the main layout a later issue builds (src/routes/pages.tsx): each shows its title. */
const PLACEHOLDERS = [
  '/kpi',
  '/email',
  '/camera',
  '/operasyon/spot-charter',
  '/operasyon/time-charter',
  '/operasyon/yuk-evrak-kaydi',
  '/operasyon/sozlesmeler',
  '/personel-veri-platformu/payroll',
  '/denetleme-raporlari/gemi-denet-raporlari',
  '/denetleme-raporlari/uygunsuzluk-raporlari',
  '/finans/maas-hesaplari',
  '/finans/kredi-kayitlari',
];

/**
 * Signs in (the language chosen before the app starts), auditing the sign-in, the company choice (in
 * the user's language) and the dashboard of the first company.
 */
async function signIn(
  lang: 'tr' | 'en',
  size: Size,
  tag: (name: string) => string,
  found: string[],
): Promise<{ context: BrowserContext; page: Page }> {
  const context = await newContext(browser, size.width, size.height);
  await context.addInitScript((value) => window.localStorage.setItem('lang', value), lang);
  const page = await context.newPage();
  await page.goto('/login');
  found.push(...(await audit(page, tag('login'))));
  await page.getByLabel(/^(E-posta|Email)/).fill(inject('adminEmail'));
  await page.getByRole('textbox', { name: /^(Şifre|Password)/ }).fill(inject('adminPassword'));
  await page.locator('button[type=submit]').click();
  await page.waitForURL('**/sirket-secim');
  found.push(...(await audit(page, tag('company-choice'))));
  await leaving(page);
  await page.locator('button:has(p)').nth(1).click();
  await rendered(page, '/');
  // Signing in takes the user's own language (the demo administrator's is Turkish): the variant's is chosen again.
  await new AppPage(page).switchLanguage(lang);
  await page.waitForFunction((value) => document.documentElement.lang === value, lang);
  found.push(...(await audit(page, tag('dashboard'))));
  return { context, page };
}

/** The finance screens, with an account, a budget code and a bank order of the variant's own. */
async function financeRoutes(context: BrowserContext, page: Page, lang: 'tr' | 'en'): Promise<[string, string][]> {
  const sirket = await page.evaluate(() => window.localStorage.getItem('sirket'));
  const companyBank = (await api<{ bankalar: { dovizCinsi: string; iban: string }[] }>(context, 'GET', `/api/sirket/${sirket}`))
    .bankalar[0];
  if (!companyBank) throw new Error('the demo company has no bank account');
  const account = await api<{ _id: string }>(context, 'POST', '/api/finans/cari-hesap', {
    cariTip: 'tedarikci',
    sirket,
    unvan: `Erişilebilirlik Tedarik ${lang}`,
    vergiNumarasi: '2222222222',
    gsm: '05321234567',
    bankalar: [
      { hesapAdi: 'Ana', dovizCinsi: 'TL', bankaIsmi: 'Ziraat', swiftCode: 'TCZBTR2A', iban: 'TR330006100519786457841326' },
      {
        hesapAdi: 'Döviz',
        dovizCinsi: companyBank.dovizCinsi,
        bankaIsmi: 'Commerzbank',
        swiftCode: 'COBADEFF',
        iban: 'DE89370400440532013000',
      },
    ],
  });
  const kod = `7${lang === 'tr' ? 1 : 2}1`;
  await api(context, 'POST', '/api/finans/butce-kodu', { kod, adi: 'Erişilebilirlik Giderleri', tip: 'gider', durum: 'aktif' });

  const bill = (await api<{ faturalar: { _id: string }[] }>(context, 'GET', '/api/finans/fatura?tip=gelen&perPage=1&page=1')).faturalar[0];
  if (!bill) throw new Error('the demo data has no incoming bill');
  const flow = (await api<{ nakitAkislar: { _id: string }[] }>(context, 'GET', '/api/finans/nakit-akis?tip=odeme&perPage=1&page=1'))
    .nakitAkislar[0];
  if (!flow) throw new Error('the demo data has no payment');
  // A bank order of the account, from the company's first bank account in its currency.
  const order = await api<{ _id: string }>(context, 'POST', '/api/finans/banka-talimat', {
    ref: `AXE-${lang}`,
    tarih: '2026-03-02',
    miktar: 1500,
    dovizCinsi: companyBank.dovizCinsi,
    sirket,
    sirketBankaSelection: companyBank.iban,
    cariBankaSelection: 'DE89370400440532013000',
    cariHesap: account._id,
    sablon: companyBank.dovizCinsi === 'TL' ? 'yurtici-tl' : 'swift-doviz',
  });
  if (!order._id) throw new Error(`the bank order was refused: ${JSON.stringify(order)}`);
  return [
    ['accounts', '/finans/cari-listeler'],
    ['account-new', '/finans/cari-listeler/create?cari_tip=tedarikci'],
    ['accounts-customers', '/finans/cari-listeler?cari_tip=musteri'],
    ['account', `/finans/cari-listeler/${account._id}`],
    ['account-edit', `/finans/cari-listeler/${account._id}/edit`],
    ['budget-codes', '/finans/butce-kodu?tip=gider'],
    ['budget-code-new', '/finans/butce-kodu/form?tip=gider'],
    ['budget-code', `/finans/butce-kodu/${kod}?tip=gider`],
    ['budget-code-edit', `/finans/butce-kodu/${kod}/edit?tip=gider`],
    ['companies', '/sirket'],
    ['company-new', '/sirket/form'],
    ['company', `/sirket/${sirket}`],
    ['company-edit', `/sirket/${sirket}/edit`],
    ['bills', '/finans/fatura-proforma?tip=gelen'],
    ['bill-new', '/finans/fatura-proforma/create?tip=gelen'],
    ['bills-outgoing', '/finans/fatura-proforma?tip=giden'],
    ['bill', `/finans/fatura-proforma/${bill._id}`],
    ['bill-edit', `/finans/fatura-proforma/${bill._id}/edit`],
    ['cash-flows', '/finans/nakit-akis?tip=odeme'],
    ['cash-flow-new', `/finans/nakit-akis/form?tip=odeme&fatura=${bill._id}`],
    ['cash-flows-collections', '/finans/nakit-akis?tip=tahsilat'],
    ['cash-flow', `/finans/nakit-akis/${flow._id}`],
    ['cash-flow-edit', `/finans/nakit-akis/${flow._id}/edit`],
    ['bank-orders', '/finans/banka-talimat'],
    ['bank-order-new', `/finans/banka-talimat/form?cariHesap=${account._id}`],
    ['bank-order', `/finans/banka-talimat/${order._id}`],
    ['bank-order-edit', `/finans/banka-talimat/${order._id}/edit`],
    ['users', '/user/user-add'],
    ['user-settings', '/user/settings'],
    ['sync', '/senkronizasyon'],
    // The finance reports (one screen, each its title), on the demo year so that their tables and charts are filled.
    ...(
      [
        'tedarikci-cari-raporlari',
        'musteri-cari-raporlari',
        'rc-raporlari',
        'yil-sonu-gelir-gider-raporu',
        'cek-kredi-odeme-raporu',
        'tahsilat-raporu',
        'odeme-raporu',
        'total-hesap-raporu',
        'cari-borc-raporu',
        'cari-alacak-raporu',
      ] as const
    ).map((report): [string, string] => [`report-${report}`, `/finans-raporlari/${report}?from=${BOOK_YEAR}-01-01&to=${BOOK_YEAR}-12-31`]),
    ...PLACEHOLDERS.map((path): [string, string] => [`placeholder${path.replaceAll('/', '-')}`, path]),
    ['not-found', '/boyle-bir-sayfa-yok'],
  ];
}

/** The ship side's and the library's screens: every area's list, new form, a record and its edit form; the screens of their own. */
async function shipSideRoutes(page: Page): Promise<[string, string][]> {
  const routes: [string, string][] = [
    ['e-invoices', '/finans/fatura-proforma/e-fatura'],
    ['exchange-rates', '/finans/kur'],
    ['instruments', '/finans/cek-senet'],
    ['certificates', '/gemi-dokumanlari/sertifikalar'],
    ['company-documents', '/sirket-evraklari'],
    ['certificate-tracker', '/teknik/sertifika-takip'],
    ['crew-pool', '/personel-veri-platformu/personel-havuzu'],
    ['crew-list', '/personel-veri-platformu/personel-listesi'],
    ['bdn', '/teknik/bdn-kayit'],
    ['ship-reports', '/operasyon/haftalik-gemi-durum-raporu'],
    ['weekly-work-reports', '/teknik/haftalik-is-raporu'],
    ['monthly-work-reports', '/teknik/aylik-is-raporu'],
    ['mrv', '/mrv'],
    ['photos', '/gemi-dokumanlari/gemi-fotograflari'],
    ['photo-new', '/gemi-dokumanlari/gemi-fotograflari/form'],
    ...LIBRARY.map((path): [string, string] => [`library${path.replaceAll('/', '-')}`, path]),
    ['report-kur-farki-raporu', `/finans-raporlari/kur-farki-raporu?from=${BOOK_YEAR}-01-01&to=${BOOK_YEAR}-12-31`],
  ];
  for (const [name, list, create] of [
    ['exchange-rate', '/finans/kur', 'form'],
    ['instrument', '/finans/cek-senet', 'create'],
    ['certificate', '/gemi-dokumanlari/sertifikalar', 'form'],
    ['company-document', '/sirket-evraklari', 'form'],
    ['person', '/personel-veri-platformu/personel-havuzu', 'form'],
    ['bdn', '/teknik/bdn-kayit', 'form'],
    ['ship-report', '/operasyon/haftalik-gemi-durum-raporu', 'form'],
    ['weekly-work-report', '/teknik/haftalik-is-raporu', 'form'],
    ['monthly-work-report', '/teknik/aylik-is-raporu', 'form'],
    ...LIBRARY.map((path) => [`document${path.replaceAll('/', '-')}`, path, 'form'] as const),
  ] as const) {
    routes.push(...(await recordScreens(page, name, list, create)));
  }
  return routes;
}

describe('accessibility (axe-core)', () => {
  for (const [lang, finance, shipSide] of [
    ['tr', TABLET, LAPTOP],
    ['en', LAPTOP, TABLET],
  ] as const) {
    it(`every route has no violations in ${lang}: the finance screens at ${finance.width} px, the ship side and the library at ${shipSide.width} px`, async () => {
      const found: string[] = [];
      let size: Size = finance;
      const tag = (name: string) => `${lang}-${size.name}-${name}`;
      const visit = async (name: string, route: string) => {
        await open(page, route);
        found.push(...(await audit(page, tag(name))));
      };
      const { context, page } = await signIn(lang, size, tag, found);

      for (const [name, route] of await financeRoutes(context, page, lang)) await visit(name, route);
      // A refused form shows its errors: they must be readable too.
      await open(page, '/finans/cari-listeler/create?cari_tip=tedarikci');
      await page.locator('main button[type=submit]').click();
      await page.locator('main [aria-invalid=true]').first().waitFor();
      found.push(...(await audit(page, tag('account-new-errors'))));

      size = shipSide;
      await page.setViewportSize({ width: size.width, height: size.height });
      for (const [name, route] of await shipSideRoutes(page)) await visit(name, route);

      // A photo full size, over the grid; its page and its edit form.
      await open(page, '/gemi-dokumanlari/gemi-fotograflari');
      await page.getByTestId('photo-thumb').first().click();
      await page.getByTestId('photo-viewer').waitFor();
      found.push(...(await audit(page, tag('photo-viewer'))));
      const photo = await page.getByTestId('photo-detail').getAttribute('href');
      if (!photo) throw new Error('the photo viewer has no link to the photo’s page');
      await page.keyboard.press('Escape');
      await page.getByTestId('photo-viewer').waitFor({ state: 'detached' });
      await visit('photo', photo);
      await visit('photo-edit', `${photo}/edit`);

      // The e-Fatura inbox with the three sample invoices read into drafts (each draft is reviewed on the inbox).
      await open(page, '/finans/fatura-proforma/e-fatura');
      await page.getByTestId('e-invoice-samples').click();
      // Parsed in the page: on a busy machine that may take a while.
      await expect.poll(() => page.getByTestId('e-invoice-draft').count(), { timeout: 60_000 }).toBe(3);
      await page.getByTestId('e-invoice-draft').last().getByTestId('e-invoice-total').waitFor();
      found.push(...(await audit(page, tag('e-invoice-drafts'))));

      // Every screen was read in the variant's language.
      expect(await page.evaluate(() => document.documentElement.lang)).toBe(lang);
      await context.close();
      expect(found).toEqual([]);
    }, 600_000);
  }
});
