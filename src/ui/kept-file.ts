import type { UploadedFile } from '../domain/file';
import { documentFile } from '../data/document-files';
import { requireLocal } from '../data/local';
import { download } from './download';

/** A library document's file: the document it belongs to and the name its tab is given. */
export interface KeptFileOf {
  dokuman: string;
  title: string;
}

/**
 * Opens a library document's file in a new tab (docs/areas/documents.md "Offline"): the copy kept on the
 * device when there is one, otherwise fetched (and kept: what is opened once opens offline later).
 * The tab opens at once, while the click still counts as the user's, and shows the file in a frame
 * under the document's name as its title (a blob address alone would title the tab with itself).
 */
export async function openKeptFile(file: UploadedFile, of: KeptFileOf): Promise<void> {
  const tab = window.open('', '_blank');
  try {
    const blob = await documentFile(requireLocal().db, of.dokuman, file, true);
    const url = URL.createObjectURL(new Blob([blob], { type: file.type }));
    if (!tab) {
      window.location.assign(url);
      return;
    }
    const page = tab.document;
    page.title = of.title;
    page.documentElement.lang = document.documentElement.lang;
    page.body.style.margin = '0';
    const frame = page.createElement('iframe');
    frame.src = url;
    frame.title = of.title;
    frame.dataset.keptFile = file._id;
    frame.style.cssText = 'border:0;display:block;width:100vw;height:100vh';
    page.body.replaceChildren(frame);
  } catch (error) {
    tab?.close();
    throw error;
  }
}

/** Saves a library document's file: the device's copy when there is one, otherwise fetched. */
export async function downloadKeptFile(file: UploadedFile, of: KeptFileOf): Promise<void> {
  download(await documentFile(requireLocal().db, of.dokuman, file, true), file.name);
}
