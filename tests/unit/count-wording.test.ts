import { setupI18n } from '@lingui/core';
import { msg, plural } from '@lingui/core/macro';
import { describe, expect, it } from 'vitest';
import { messages as certificatesEn } from '../../src/locales/en/certificates.po';
import { messages as crewEn } from '../../src/locales/en/crew.po';

// The counts on the certificate list, the person's page and the crew pool, as the screens word them
// (src/features/certificates/certificate-list-page.tsx, src/features/crew/person-detail-page.tsx,
// src/features/crew/pool-page.tsx): the same messages, read from the English catalogs.

const en = setupI18n({ locale: 'en', messages: { en: { ...certificatesEn, ...crewEn } } });

describe('the English counts', () => {
  it('say one required type or document in the singular and more in the plural', () => {
    const types = (missingCount: number) =>
      en._(msg`${plural(missingCount, { one: '# zorunlu tür eksik', other: '# zorunlu tür eksik' })}`);
    const documents = (missingCount: number) =>
      en._(msg`${plural(missingCount, { one: '# zorunlu belge eksik', other: '# zorunlu belge eksik' })}`);
    expect(types(1)).toBe('1 required type missing');
    expect(types(3)).toBe('3 required types missing');
    expect(documents(1)).toBe('1 required document missing');
    expect(documents(7)).toBe('7 required documents missing');
  });

  it('name each reason of the pool’s document gaps: missing, expired, expiring', () => {
    const [missing, expired, expiring] = [2, 1, 1];
    expect(en._(msg`${missing} eksik`)).toBe('2 missing');
    expect(en._(msg`${expired} süresi dolmuş`)).toBe('1 expired');
    expect(en._(msg`${expiring} süresi doluyor`)).toBe('1 expiring');
  });
});
