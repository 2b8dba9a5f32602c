// Test-only: the text of a PDF, page by page, as a reader's copy-and-paste would find it (pdfjs-dist).
import { createRequire } from 'node:module';
import { dirname, join } from 'node:path';
import { getDocument } from 'pdfjs-dist/legacy/build/pdf.mjs';

const fonts = join(dirname(createRequire(import.meta.url).resolve('pdfjs-dist/package.json')), 'standard_fonts/');

/** Each page's text items joined by spaces, in drawing order. */
export const pdfPages = async (bytes: Uint8Array): Promise<string[]> => {
  const task = getDocument({ data: new Uint8Array(bytes), standardFontDataUrl: fonts, verbosity: 0 });
  const pdf = await task.promise;
  const pages: string[] = [];
  for (let n = 1; n <= pdf.numPages; n += 1) {
    const content = await (await pdf.getPage(n)).getTextContent();
    pages.push(
      content.items
        .map((item) => ('str' in item ? item.str : ''))
        .filter((text) => text.trim() !== '')
        .join(' '),
    );
  }
  await task.destroy();
  return pages;
};
