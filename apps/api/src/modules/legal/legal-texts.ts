import { ConfigError } from '@framehouse/config';
import { readFile } from 'node:fs/promises';
import { join, resolve } from 'node:path';
import { LegalTextError, parseLegalText, type LegalText } from './legal-markdown';

/** One of the legal pages: where it is served and the file its text comes from. */
export interface LegalDocument {
  path: string;
  /** The shipped default's name in apps/api/legal, and the name of the operator's file in LEGAL_DIR. */
  fileName: string;
  /** Its name in the pages' navigation, and the title of a text that has no level-1 heading. */
  label: string;
}

/** The spec's routes open to anyone (platform §2); /terms-of-use/d2c is the D2C plugin's license. */
export const LEGAL_DOCUMENTS: readonly LegalDocument[] = [
  { path: '/terms-of-use', fileName: 'terms-of-use.md', label: 'Terms of use' },
  { path: '/terms-of-use/d2c', fileName: 'terms-of-use-d2c.md', label: 'D2C plugin license' },
  { path: '/privacy-policy', fileName: 'privacy-policy.md', label: 'Privacy policy' },
];

/** The shipped texts: apps/api/legal, the same three folders up from src/ and from dist/. */
export const DEFAULT_LEGAL_DIR = resolve(__dirname, '../../../legal');

export interface LoadedLegalText {
  document: LegalDocument;
  text: LegalText;
  /** The file it was read from: the operator's in LEGAL_DIR or the shipped default. */
  file: string;
  fromOperator: boolean;
}

/**
 * Every legal text, each from LEGAL_DIR when the operator put a file of its name there, else the shipped
 * default. Read once at start: a LEGAL_DIR holding none of the names (a wrong folder, a misspelt file),
 * an operator's file that cannot be read or a text the pages cannot show stops the start, naming the file;
 * a page never falls back silently to terms the operator meant to replace.
 */
export async function loadLegalTexts(
  legalDir: string | undefined,
  defaultsDir: string = DEFAULT_LEGAL_DIR,
): Promise<LoadedLegalText[]> {
  const loaded = await Promise.all(
    LEGAL_DOCUMENTS.map(async (document) => {
      const operatorFile = legalDir ? await readIfPresent(join(legalDir, document.fileName)) : undefined;
      const file = operatorFile?.path ?? join(defaultsDir, document.fileName);
      const source = operatorFile?.source ?? (await readText(file));
      try {
        return { document, text: parseLegalText(source), file, fromOperator: operatorFile !== undefined };
      } catch (error) {
        if (error instanceof LegalTextError) throw new ConfigError(`${file}: ${error.message}`);
        throw error;
      }
    }),
  );
  if (legalDir && !loaded.some((text) => text.fromOperator)) {
    const names = LEGAL_DOCUMENTS.map((document) => document.fileName).join(', ');
    throw new ConfigError(`LEGAL_DIR (${legalDir}) holds none of ${names}`);
  }
  return loaded;
}

async function readIfPresent(path: string): Promise<{ path: string; source: string } | undefined> {
  try {
    return { path, source: await readFile(path, 'utf8') };
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === 'ENOENT') return undefined;
    throw unreadable(path, error);
  }
}

async function readText(path: string): Promise<string> {
  try {
    return await readFile(path, 'utf8');
  } catch (error) {
    throw unreadable(path, error);
  }
}

function unreadable(path: string, error: unknown): ConfigError {
  const code = (error as NodeJS.ErrnoException).code;
  const reason = code === 'EISDIR' ? 'a folder, not a file' : code === 'EACCES' ? 'not readable' : code;
  return new ConfigError(`${path} cannot be read (${reason ?? String(error)})`);
}
