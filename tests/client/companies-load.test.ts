import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { CompanySummary } from '../../src/domain/company';
import { companiesStore, forgetCompanies, loadCompanies, sessionCompanies } from '../../src/data/companies';
import { STORAGE_KEYS, readJson } from '../../src/data/storage';

const company = (isim: string): CompanySummary => ({
  _id: `0190f5b2-0000-7000-8000-00000000000${isim.length}`,
  isim,
  tip: 'Armatör',
  gemi: { adi: `${isim} I`, imo: '9074729', bayrak: 'Türkiye' },
});

/** GET /api/sirket answered by hand, in the order a test chooses. */
function serverByHand() {
  const pending: ((list: CompanySummary[]) => void)[] = [];
  const fetch = vi.fn(
    (input: RequestInfo | URL) =>
      new Promise<Response>((resolve) => {
        expect(new Request(input).url).toMatch(/\/api\/sirket$/);
        pending.push((list) => resolve(Response.json(list)));
      }),
  );
  vi.stubGlobal('fetch', fetch);
  /** Answers the request sent `index`-th (from 0) with `list`, then lets its callers run. */
  const answer = async (index: number, list: CompanySummary[]) => {
    pending[index]!(list);
    await new Promise((resolve) => setTimeout(resolve, 0));
  };
  return { fetch, answer };
}

describe('loading the company list', () => {
  beforeEach(() => {
    window.localStorage.clear();
    forgetCompanies();
  });
  afterEach(() => {
    vi.unstubAllGlobals();
  });

  it('gives the company choice the list the sign-in asked for, running or answered', async () => {
    const server = serverByHand();
    const bySession = loadCompanies();
    const byChoice = sessionCompanies();
    await vi.waitFor(() => expect(server.fetch).toHaveBeenCalledTimes(1));
    await server.answer(0, [company('Deniz')]);
    await expect(bySession).resolves.toEqual([company('Deniz')]);
    await expect(byChoice).resolves.toEqual([company('Deniz')]);
    await expect(sessionCompanies()).resolves.toEqual([company('Deniz')]);
    expect(server.fetch).toHaveBeenCalledTimes(1);
    expect(companiesStore.get()).toEqual([company('Deniz')]);
  });

  it('asks again after a write, and an older answer arriving last does not replace the newer list', async () => {
    const server = serverByHand();
    const atSignIn = loadCompanies();
    const afterWrite = loadCompanies();
    await vi.waitFor(() => expect(server.fetch).toHaveBeenCalledTimes(2));

    await server.answer(1, [company('Deniz'), company('Yeni')]);
    await expect(afterWrite).resolves.toHaveLength(2);
    await server.answer(0, [company('Deniz')]);
    await expect(atSignIn).resolves.toEqual([company('Deniz')]);

    expect(companiesStore.get()).toEqual([company('Deniz'), company('Yeni')]);
    expect(readJson(STORAGE_KEYS.companies)).toEqual([company('Deniz'), company('Yeni')]);
    await expect(sessionCompanies()).resolves.toHaveLength(2);
  });

  it('asks again when the last request failed', async () => {
    vi.stubGlobal(
      'fetch',
      vi.fn(() => Promise.resolve(new Response('{"message":"serverError"}', { status: 500 }))),
    );
    await expect(sessionCompanies()).rejects.toMatchObject({ status: 500 });
    const server = serverByHand();
    const retried = sessionCompanies();
    await vi.waitFor(() => expect(server.fetch).toHaveBeenCalledTimes(1));
    await server.answer(0, [company('Deniz')]);
    await expect(retried).resolves.toEqual([company('Deniz')]);
  });

  it('does not fill the list of a session that ended while the answer was on its way', async () => {
    const server = serverByHand();
    const loading = loadCompanies();
    await vi.waitFor(() => expect(server.fetch).toHaveBeenCalledTimes(1));
    forgetCompanies();
    await server.answer(0, [company('Deniz')]);
    await loading;
    expect(companiesStore.get()).toBeNull();
    expect(readJson(STORAGE_KEYS.companies)).toBeNull();

    // The next session's choice asks for its own list.
    const nextSession = sessionCompanies();
    await vi.waitFor(() => expect(server.fetch).toHaveBeenCalledTimes(2));
    await server.answer(1, [company('Liman')]);
    await expect(nextSession).resolves.toEqual([company('Liman')]);
  });
});
