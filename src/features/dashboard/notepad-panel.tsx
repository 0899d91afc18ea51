import { useEffect, useRef, useState } from 'react';
import { useLingui } from '@lingui/react/macro';
import { Anchor, Group, Loader, Paper, Text, Textarea, Title } from '@mantine/core';
import { fetchNotepad, saveNotepad } from '../../data/notepad';
import { ApiError } from '../../data/api';
import { errorText } from '../../ui/error-text';
import { notify } from '../../ui/notify';

/** SPEC §4, §9: save 2.5 s after the last change; the first load does not save. */
export const NOTEPAD_SAVE_DELAY_MS = 2500;
const SAVED_TOAST_MS = 1000;

export function NotepadPanel() {
  const { t, i18n } = useLingui();
  const [text, setText] = useState<string | null>(null);
  const [loadError, setLoadError] = useState(false);
  const dirty = useRef(false);

  const [attempt, setAttempt] = useState(0);

  useEffect(() => {
    let live = true;
    setLoadError(false);
    fetchNotepad()
      .then((value) => live && setText(value))
      // Left unloaded on failure: an empty pad saved over the real one would lose the notes.
      .catch(() => live && setLoadError(true));
    return () => {
      live = false;
    };
  }, [attempt]);

  useEffect(() => {
    if (text === null || !dirty.current) return;
    const timer = window.setTimeout(() => {
      saveNotepad(text)
        .then(() => notify('success', t`Not Kaydedildi!`, { autoClose: SAVED_TOAST_MS }))
        .catch((error: unknown) =>
          notify('error', errorText(i18n, error instanceof ApiError ? error.message : 'serverError')),
        );
    }, NOTEPAD_SAVE_DELAY_MS);
    return () => window.clearTimeout(timer);
  }, [text, t, i18n]);

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
        minRows={18}
        disabled={text === null}
        value={text ?? ''}
        onChange={(event) => {
          dirty.current = true;
          setText(event.currentTarget.value);
        }}
      />
    </Paper>
  );
}
