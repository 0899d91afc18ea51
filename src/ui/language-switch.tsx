import { useLingui } from '@lingui/react/macro';
import { Button } from '@mantine/core';
import { setLanguage, useLanguage, type Language } from '../data/i18n';

/**
 * Turkish first, English second; the choice is remembered. Two toggle buttons in a group (the
 * sign-in screen shows it: Mantine's Button is already in the first load, SegmentedControl is not).
 * `onChoose` tells the sign-in screen that the user picked a language there (kept through sign-in).
 */
export function LanguageSwitch({ onChoose }: { onChoose?: (language: Language) => void } = {}) {
  const { t } = useLingui();
  const language = useLanguage();
  const options: { value: Language; label: string; title: string }[] = [
    { value: 'tr', label: 'TR', title: t`Türkçe` },
    { value: 'en', label: 'EN', title: t`İngilizce` },
  ];
  return (
    <Button.Group aria-label={t`Dil`}>
      {options.map((option) => (
        <Button
          key={option.value}
          size="compact-xs"
          variant={language === option.value ? 'filled' : 'default'}
          aria-pressed={language === option.value}
          title={option.title}
          lang={option.value}
          onClick={() => {
            onChoose?.(option.value);
            void setLanguage(option.value);
          }}
        >
          {option.label}
        </Button>
      ))}
    </Button.Group>
  );
}
