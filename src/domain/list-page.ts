/**
 * A page of a list as every `GET` of a collection answers it: the page's rows under the
 * collection's own key, and how many rows the whole filtered list holds (docs/architecture.md).
 */
export type ListPage<Key extends string, Row> = { [K in Key]: Row[] } & { totalCount: number };

/** The names a record's page and its list show for the ids it refers to: its account's and its company's. */
export interface AccountNames {
  cariHesapUnvan: string;
  sirketIsim: string;
}
