/**
 * The glossary's definitions (written by src/plugins/glossary-cards), fetched once, on the first
 * hover or focus of a glossary link. The file keeps its name from build to build, so each visit
 * asks the server whether it changed.
 */
import type {GlossaryCardsFile} from '../plugins/glossary-cards/extract';

export type {GlossaryCardsFile, GlossaryEntry} from '../plugins/glossary-cards/extract';

let request: Promise<GlossaryCardsFile> | null = null;

function checked(body: unknown): GlossaryCardsFile {
  const entries = (body as GlossaryCardsFile | null)?.entries;
  if (!entries || typeof entries !== 'object') throw new Error('the file holds no entries');
  return body as GlossaryCardsFile;
}

/** The definitions; a failure is logged as a warning, and the next call tries again. */
export function loadGlossary(url: string): Promise<GlossaryCardsFile> {
  if (!request) {
    const attempt = fetch(url, {cache: 'no-cache'})
      .then((response) => {
        if (!response.ok) throw new Error(`HTTP ${response.status}`);
        return response.json() as Promise<unknown>;
      })
      .then(checked);
    request = attempt;
    attempt.catch((error: unknown) => {
      if (request === attempt) request = null;
      const reason = error instanceof Error ? error.message : String(error);
      // Under `npm start` nothing writes the file: the cards say so, and the links still work.
      console.warn(`Glossary cards: the definitions (${url}) could not be loaded: ${reason}. Glossary links still open the glossary.`);
    });
  }
  return request;
}
