import { useLingui } from '@lingui/react/macro';
import { SegmentedControl } from '@mantine/core';
import { setLanguage, useLanguage, type Language } from '../data/i18n';

/** Turkish first, English second; the choice is remembered. */
export function LanguageSwitch() {
  const { t } = useLingui();
  const language = useLanguage();
  return (
    <SegmentedControl
      size="xs"
      aria-label={t`Dil`}
      value={language}
      onChange={(value) => setLanguage(value as Language)}
      data={[
        { value: 'tr', label: <span title={t`Türkçe`}>TR</span> },
        { value: 'en', label: <span title={t`İngilizce`}>EN</span> },
      ]}
    />
  );
}
