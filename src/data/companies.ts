import type { Company, CompanyInput, CompanySummary } from '../domain/company';
import { ApiError, api } from './api';
import { STORAGE_KEYS, readJson, readString, writeJson, writeString } from './storage';
import { useEffect, useMemo, useState } from 'react';
import { createStore, useStore } from './store';

/** The companies the user may see; cached so that the header selector works offline. */
export const companiesStore = createStore<CompanySummary[] | null>(
  readJson<CompanySummary[]>(STORAGE_KEYS.companies),
);

/** This session's latest list request, running or answered; null before one, after a failure or a sign-out. */
let latest: { promise: Promise<CompanySummary[]>; seq: number } | null = null;
let startedSeq = 0;
let appliedSeq = 0;

/**
 * The companies from the server, into the cache and the store; offline, the cached list. Called
 * when the session names its user and after every company write. An answer older than one already
 * applied (or from before a sign-out) goes back to its caller but is not applied.
 */
export function loadCompanies(): Promise<CompanySummary[]> {
  const seq = ++startedSeq;
  const promise = api.get<CompanySummary[]>('sirket').then(
    (list) => {
      if (seq > appliedSeq) {
        appliedSeq = seq;
        writeJson(STORAGE_KEYS.companies, list);
        companiesStore.set(list);
      }
      return list;
    },
    (error: unknown) => {
      // Not the server's answer (an error, or the cache offline): the next caller asks again.
      if (latest?.seq === seq) latest = null;
      const cached = companiesStore.get();
      if (error instanceof ApiError && error.isOffline && cached) return cached;
      throw error;
    },
  );
  latest = { promise, seq };
  return promise;
}

/**
 * The list this session read last (the request started at sign-in, often still running), or a new
 * request when there is none: the company choice after sign-in needs no second request.
 */
export function sessionCompanies(): Promise<CompanySummary[]> {
  return latest?.promise ?? loadCompanies();
}

export function useCompanies(): CompanySummary[] | null {
  return useStore(companiesStore);
}

export function fetchCompany(id: string): Promise<Company> {
  return api.get<Company>(`sirket/${encodeURIComponent(id)}`);
}

/** Companies read in full (bank accounts, address), kept so that a bank order's letter prints offline. */
function cachedCompany(id: string): Company | null {
  return readJson<Record<string, Company>>(STORAGE_KEYS.companyDetails)?.[id] ?? null;
}

function cacheCompany(company: Company): void {
  const all = readJson<Record<string, Company>>(STORAGE_KEYS.companyDetails) ?? {};
  writeJson(STORAGE_KEYS.companyDetails, { ...all, [company._id]: company });
}

/**
 * A company in full: the last copy on this device at once, then the server's when it answers
 * (offline, the copy stays). `undefined` while loading without a copy, `null` when neither has it.
 */
export function useCompanyDetail(id: string): Company | null | undefined {
  const copy = useMemo(() => (id ? cachedCompany(id) : null), [id]);
  const [state, setState] = useState<{ id: string; company: Company | null | undefined }>({ id, company: undefined });
  useEffect(() => {
    if (!id) return;
    let live = true;
    fetchCompany(id)
      .then((company) => {
        cacheCompany(company);
        if (live) setState({ id, company });
      })
      .catch(() => {
        if (live) setState({ id, company: cachedCompany(id) });
      });
    return () => {
      live = false;
    };
  }, [id]);
  if (!id) return null;
  return state.id === id ? state.company : (copy ?? undefined);
}

/**
 * The selected company (docs/areas/companies-and-users.md): null when none was chosen yet, '' for 'Hepsi' (all companies),
 * otherwise a company id. Kept in localStorage under `sirket`.
 */
export const selectedCompanyStore = createStore<string | null>(readString(STORAGE_KEYS.company));

export function selectCompany(id: string | null): void {
  writeString(STORAGE_KEYS.company, id);
  selectedCompanyStore.set(id);
}

export function useSelectedCompany(): string | null {
  return useStore(selectedCompanyStore);
}

export function forgetCompanies(): void {
  // A list still on its way belongs to the session that ended.
  latest = null;
  appliedSeq = startedSeq;
  writeJson(STORAGE_KEYS.companies, null);
  writeJson(STORAGE_KEYS.companyDetails, null);
  companiesStore.set(null);
  selectCompany(null);
}

/** Company writes are online only and for administrators (the server refuses anyone else). */
export async function createCompany(input: CompanyInput): Promise<Company> {
  const company = await api.post<Company>('sirket', input);
  await loadCompanies();
  return company;
}

export async function updateCompany(id: string, input: CompanyInput): Promise<Company> {
  const company = await api.put<Company>(`sirket/${encodeURIComponent(id)}`, input);
  await loadCompanies();
  return company;
}

export async function deleteCompany(id: string): Promise<void> {
  await api.delete(`sirket/${encodeURIComponent(id)}`);
  if (selectedCompanyStore.get() === id) selectCompany('');
  await loadCompanies();
}
