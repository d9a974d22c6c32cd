/** Test solver shared by multi-layouts and multi-orderings (reads the answer from the page). */
import type { Episode } from '../../../src/env/episode.js';
import { clickSelector } from './harness.js';

/** Fills the movie-search form (rows come in any order) and submits; yearOffset != 0 makes it wrong. */
export async function fillMovieSearch(ep: Episode, yearOffset = 0): Promise<void> {
  const want = await ep.page.evaluate(() => (window as any).EXPECTED as { genre: string; director: string; year: string });
  const values: Record<string, string> = { genre: want.genre, director: want.director, year: String(Number(want.year) + yearOffset) };
  for (const field of ['genre', 'director', 'year']) {
    await clickSelector(ep, `#ml-${field}`);
    await ep.screen.keyboard.type(values[field]!);
  }
  await clickSelector(ep, '#ml-submit');
}
