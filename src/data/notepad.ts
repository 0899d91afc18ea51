import { api } from './api';

export async function fetchNotepad(): Promise<string> {
  const { notepad } = await api.get<{ notepad: string }>('notepad');
  return notepad;
}

export async function saveNotepad(notepad: string): Promise<void> {
  await api.post('notepad', { notepad });
}
