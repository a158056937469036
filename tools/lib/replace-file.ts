/**
 * Writes `text` to `file` whole: into a temporary file beside it, then renamed onto it, so a reader
 * at the same time gets the old file or the new one, never half of either.
 */
import {rename, writeFile} from 'node:fs/promises';

export async function replaceFile(file: string, text: string): Promise<void> {
  const temporary = `${file}.${process.pid}.tmp`;
  await writeFile(temporary, text);
  await rename(temporary, file);
}
