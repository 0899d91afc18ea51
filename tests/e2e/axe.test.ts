import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import type { Browser, BrowserContext, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { atRest, launchBrowser, newContext } from './browser';

// axe-core over every implemented route, in both languages, at laptop and tablet width: zero
// violations of WCAG 2.1 A and AA. axe's source is evaluated through the debugging protocol, which
// the page's Content-Security-Policy (no inline scripts) does not apply to.
// With SHOTS_DIR set, each screen is also saved as a PNG there (for the closing note's review).

const axeSource = readFileSync(createRequire(import.meta.url).resolve('axe-core/axe.min.js'), 'utf8');
const TAGS = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa'];
const SHOTS = process.env.SHOTS_DIR;
/** The calendar year that holds most of the demo book (the twelve months up to the seed day). */
const BOOK_YEAR = new Date().getMonth() >= 5 ? new Date().getFullYear() : new Date().getFullYear() - 1;

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

async function audit(page: Page, label: string): Promise<string[]> {
  // Let transitions and lazy chunks settle: the content's heading is there and nothing is loading.
  await page.locator('h1, h2').first().waitFor({ timeout: 15_000 });
  await page
    .waitForFunction(() => document.querySelectorAll('.mantine-Loader-root').length === 0, null, { timeout: 15_000 })
    .catch(() => undefined);
  await atRest(page);
  if (SHOTS) await page.screenshot({ path: `${SHOTS}/${label}.png`, fullPage: false });
  await page.evaluate(axeSource);
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

async function api<T>(context: BrowserContext, method: 'GET' | 'POST', path: string, data?: unknown): Promise<T> {
  const token = (await context.cookies()).find((cookie) => cookie.name === 'XSRF-TOKEN')?.value ?? '';
  const response = await context.request.fetch(path, { method, data, headers: { 'X-XSRF-TOKEN': token } });
  return (await response.json()) as T;
}

const SIZES = [
  { name: 'laptop', width: 1440, height: 900 },
  { name: 'tablet', width: 768, height: 1024 },
];

/** Signed in (the language chosen before the app starts) with the first company chosen, on the dashboard. */
async function signedIn(lang: 'tr' | 'en', width: number, height: number): Promise<{ context: BrowserContext; page: Page }> {
  const context = await newContext(browser, width, height);
  await context.addInitScript((value) => window.localStorage.setItem('lang', value), lang);
  const page = await context.newPage();
  await page.goto('/login');
  await page.getByLabel(/^(E-posta|Email)/).fill(inject('adminEmail'));
  await page.getByRole('textbox', { name: /^(Şifre|Password)/ }).fill(inject('adminPassword'));
  await page.locator('button[type=submit]').click();
  await page.waitForURL('**/sirket-secim');
  await page.locator('button:has(p)').nth(1).click();
  await page.waitForURL((url) => url.pathname === '/');
  return { context, page };
}

/**
 * A record area's screens from its list (on the device once pulled): the list, the new record's
 * form (`create` or `form`), its first record and that record's edit form.
 */
async function recordScreens(page: Page, name: string, list: string, create: 'create' | 'form'): Promise<[string, string][]> {
  await page.goto(list);
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

describe('accessibility (axe-core)', () => {
  for (const lang of ['tr', 'en'] as const) {
    for (const size of SIZES) {
      it(`every implemented route has no violations in ${lang} at ${size.width} px`, async () => {
        const context = await newContext(browser, size.width, size.height);
        await context.addInitScript((value) => window.localStorage.setItem('lang', value), lang);
        const page = await context.newPage();
        const found: string[] = [];
        const tag = (route: string) => `${lang}-${size.name}-${route}`;

        await page.goto('/login');
        found.push(...(await audit(page, tag('login'))));
        await page.getByLabel(/^(E-posta|Email)/).fill(await (async () => (await import('vitest')).inject('adminEmail'))());
        await page.getByRole('textbox', { name: /^(Şifre|Password)/ }).fill((await import('vitest')).inject('adminPassword'));
        await page.locator('button[type=submit]').click();
        await page.waitForURL('**/sirket-secim');
        found.push(...(await audit(page, tag('company-choice'))));
        await page.locator('button:has(p)').nth(1).click();
        await page.waitForURL((url) => url.pathname === '/');

        const sirket = await page.evaluate(() => window.localStorage.getItem('sirket'));
        const companyBank = (await api<{ bankalar: { dovizCinsi: string; iban: string }[] }>(context, 'GET', `/api/sirket/${sirket}`))
          .bankalar[0];
        if (!companyBank) throw new Error('the demo company has no bank account');
        const account = await api<{ _id: string }>(context, 'POST', '/api/finans/cari-hesap', {
          cariTip: 'tedarikci',
          sirket,
          unvan: `Erişilebilirlik Tedarik ${lang} ${size.width}`,
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
        const kod = `7${lang === 'tr' ? 1 : 2}${size.width === 768 ? 1 : 2}`;
        await api(context, 'POST', '/api/finans/butce-kodu', { kod, adi: 'Erişilebilirlik Giderleri', tip: 'gider', durum: 'aktif' });

        const bill = (await api<{ faturalar: { _id: string }[] }>(context, 'GET', '/api/finans/fatura?tip=gelen&perPage=1&page=1'))
          .faturalar[0];
        if (!bill) throw new Error('the demo data has no incoming bill');
        const flow = (await api<{ nakitAkislar: { _id: string }[] }>(context, 'GET', '/api/finans/nakit-akis?tip=odeme&perPage=1&page=1'))
          .nakitAkislar[0];
        if (!flow) throw new Error('the demo data has no payment');
        // A bank order of the account, from the company's first bank account in its currency.
        const order = await api<{ _id: string }>(context, 'POST', '/api/finans/banka-talimat', {
          ref: `AXE-${lang}-${size.width}`,
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
        const routes: [string, string][] = [
          ['dashboard', '/'],
          ['accounts', '/finans/cari-listeler'],
          ['accounts-customers', '/finans/cari-listeler?cari_tip=musteri'],
          ['account-new', '/finans/cari-listeler/create?cari_tip=tedarikci'],
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
          ['bills-outgoing', '/finans/fatura-proforma?tip=giden'],
          ['bill-new', '/finans/fatura-proforma/create?tip=gelen'],
          ['bill', `/finans/fatura-proforma/${bill._id}`],
          ['bill-edit', `/finans/fatura-proforma/${bill._id}/edit`],
          ['cash-flows', '/finans/nakit-akis?tip=odeme'],
          ['cash-flows-collections', '/finans/nakit-akis?tip=tahsilat'],
          ['cash-flow-new', `/finans/nakit-akis/form?tip=odeme&fatura=${bill._id}`],
          ['cash-flow', `/finans/nakit-akis/${flow._id}`],
          ['cash-flow-edit', `/finans/nakit-akis/${flow._id}/edit`],
          ['bank-orders', '/finans/banka-talimat'],
          ['bank-order-new', `/finans/banka-talimat/form?cariHesap=${account._id}`],
          ['bank-order', `/finans/banka-talimat/${order._id}`],
          ['bank-order-edit', `/finans/banka-talimat/${order._id}/edit`],
          ['users', '/user/user-add'],
          ['user-settings', '/user/settings'],
          ['sync', '/senkronizasyon'],
          // The finance reports, on the demo year so that their tables and charts are filled.
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
          ).map((report): [string, string] => [
            `report-${report}`,
            `/finans-raporlari/${report}?from=${BOOK_YEAR}-01-01&to=${BOOK_YEAR}-12-31`,
          ]),
          ['placeholder', '/kpi'],
          ['not-found', '/boyle-bir-sayfa-yok'],
        ];
        for (const [name, route] of routes) {
          await page.goto(route);
          found.push(...(await audit(page, tag(name))));
        }
        // A refused form shows its errors: they must be readable too.
        await page.goto('/finans/cari-listeler/create?cari_tip=tedarikci');
        await page.locator('main button[type=submit]').click();
        found.push(...(await audit(page, tag('account-new-errors'))));

        await context.close();
        expect(found).toEqual([]);
        // Some 40 routes, each audited after it settles; the first run also fills the device's mirror.
      }, 300_000);

      // The ship side's 60-odd screens in two of the four variants, each language and each width
      // once (Turkish on a laptop, English on a tablet), to keep the browser suite's time in bounds.
      const shipSideVariant = (lang === 'tr') === (size.name === 'laptop');
      it.runIf(shipSideVariant)(
        `every ship-side and library route has no violations in ${lang} at ${size.width} px`,
        async () => {
          const { context, page } = await signedIn(lang, size.width, size.height);
          const found: string[] = [];
          const tag = (route: string) => `${lang}-${size.name}-${route}`;
          // Every area's list, new form, a record and its edit form; the screens of their own.
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
          for (const [name, route] of routes) {
            await page.goto(route);
            found.push(...(await audit(page, tag(name))));
          }
          // A photo full size, over the grid.
          await page.goto('/gemi-dokumanlari/gemi-fotograflari');
          await page.getByTestId('photo-thumb').first().click();
          await page.getByTestId('photo-viewer').waitFor();
          found.push(...(await audit(page, tag('photo-viewer'))));

          await context.close();
          expect(found).toEqual([]);
        },
        600_000,
      );
    }
  }
});
