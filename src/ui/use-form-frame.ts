import { useId, useRef } from 'react';
import { useLingui } from '@lingui/react/macro';
import { useBlocker, useCanGoBack, useRouter } from '@tanstack/react-router';
import { confirm } from './confirm';

/**
 * What every form does around its fields: it asks before unsaved changes are thrown away (a menu
 * link, the browser's back button, closing the tab), brings the first error into view with the
 * focus on it after a refused submit, and after saving returns to where the user came from inside
 * the app, or to the given fallback when the form was the first page opened (a deep link or a
 * reload) — never `history.back()` out of the app.
 */
export function useFormFrame(isDirty: () => boolean) {
  const { t } = useLingui();
  const router = useRouter();
  const canGoBack = useCanGoBack();
  const formId = useId();
  const saved = useRef(false);

  useBlocker({
    shouldBlockFn: async () => {
      if (saved.current || !isDirty()) return false;
      const leave = await confirm({
        title: t`Kaydedilmemiş değişiklikler`,
        message: t`Formda kaydedilmemiş değişiklikler var. Sayfadan çıkarsanız kaybolacaklar.`,
        yes: t`Değişiklikleri at`,
        cancel: t`Formda kal`,
      });
      return !leave;
    },
    enableBeforeUnload: () => !saved.current && isDirty(),
  });

  /** After a refused submit: the first invalid field, in page order, scrolled to and focused. */
  const focusFirstError = () => {
    // Mantine marks invalid inputs after the render that follows setErrors.
    window.requestAnimationFrame(() =>
      window.requestAnimationFrame(() => {
        const field = document.getElementById(formId)?.querySelector<HTMLElement>('[aria-invalid="true"]');
        if (!field) return;
        field.scrollIntoView({ block: 'center' });
        field.focus({ preventScroll: true });
      }),
    );
  };

  /** Leaves the form after a successful save, without asking. */
  const markSaved = () => {
    saved.current = true;
  };

  /** Back to the previous page of the app, or `fallback` when there is none. */
  const leave = async (fallback: () => unknown) => {
    if (canGoBack) router.history.back();
    else await fallback();
  };

  return { formId, focusFirstError, markSaved, leave };
}
