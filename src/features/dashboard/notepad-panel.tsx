import { useCallback, useEffect, useRef, useState } from 'react';
import { useLingui } from '@lingui/react/macro';
import { Anchor, Group, Loader, Paper, Text, Textarea, Title } from '@mantine/core';
import { api } from '../../data/api';
import { useLocal } from '../../data/local';
import { adoptServerNotepad, readLocalNotepad, saveNotepad } from '../../data/notepad';
import { errorText } from '../../ui/error-text';
import { notify } from '../../ui/notify';

/** docs/areas/shell.md: save 2.5 s after the last change; the first load does not save. */
export const NOTEPAD_SAVE_DELAY_MS = 2500;
const SAVED_TOAST_MS = 1000;

export function NotepadPanel() {
  const { t, i18n } = useLingui();
  const local = useLocal();
  const [text, setText] = useState<string | null>(null);
  const [loadError, setLoadError] = useState(false);
  const [attempt, setAttempt] = useState(0);
  /** An edit not yet saved on the device: saved after the delay, or at once when the page goes. */
  const unsaved = useRef<string | null>(null);

  useEffect(() => {
    if (!local) return;
    let live = true;
    setLoadError(false);
    void (async () => {
      const cached = await readLocalNotepad(local.db);
      if (live && cached !== null && unsaved.current === null) setText(cached);
      try {
        const { notepad } = await api.get<{ notepad: string }>('notepad');
        const value = await adoptServerNotepad(local.db, notepad);
        if (live && unsaved.current === null) setText(value);
      } catch {
        // Offline with a copy on the device: that copy is edited. Never loaded at all: left
        // unloaded, because an empty pad saved over the real one would lose the notes.
        if (live && cached === null) setLoadError(true);
      }
    })();
    return () => {
      live = false;
    };
  }, [local, attempt]);

  const flush = useCallback(() => {
    const value = unsaved.current;
    if (value === null) return;
    unsaved.current = null;
    saveNotepad(value)
      .then(() => notify('success', t`Not Kaydedildi!`, { autoClose: SAVED_TOAST_MS }))
      .catch(() => notify('error', errorText(i18n, 'serverError')));
  }, [t, i18n]);

  // Leaving the page, hiding it (a tablet switching apps) or closing it saves the pending edit.
  useEffect(() => {
    const onHide = () => {
      if (document.visibilityState === 'hidden') flush();
    };
    window.addEventListener('pagehide', flush);
    document.addEventListener('visibilitychange', onHide);
    return () => {
      window.removeEventListener('pagehide', flush);
      document.removeEventListener('visibilitychange', onHide);
      flush();
    };
  }, [flush]);

  useEffect(() => {
    if (unsaved.current === null) return;
    const timer = window.setTimeout(flush, NOTEPAD_SAVE_DELAY_MS);
    return () => window.clearTimeout(timer);
  }, [text, flush]);

  return (
    <Paper withBorder radius="md" p="md" h="100%">
      <Group justify="space-between" mb="sm">
        <Title order={4}>{t`Not Defteri`}</Title>
        {text === null && !loadError && <Loader size="xs" />}
      </Group>
      {loadError && (
        <Group gap="xs" mb="xs">
          <Text size="sm" c="orange">{t`Not defteri yüklenemedi.`}</Text>
          <Anchor component="button" size="sm" onClick={() => setAttempt((n) => n + 1)}>
            {t`Tekrar dene`}
          </Anchor>
        </Group>
      )}
      <Textarea
        aria-label={t`Not Defteri`}
        placeholder={t`Notlarınızı buraya yazın…`}
        autosize
        minRows={12}
        maxRows={24}
        disabled={text === null}
        value={text ?? ''}
        onChange={(event) => {
          unsaved.current = event.currentTarget.value;
          setText(event.currentTarget.value);
        }}
      />
    </Paper>
  );
}
