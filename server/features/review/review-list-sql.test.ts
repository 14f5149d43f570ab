import { PgDialect } from 'drizzle-orm/pg-core';
import { describe, expect, it } from 'vitest';
import { CandidateListQuerySchema } from '../../../shared/review.schema';
import { filterConditions } from './review-list-sql';

/**
 * What a search sends the database: the LIKE pattern the trigram index looks up, then the text
 * checked whole on the rows it finds, if any. The results are the same either way (the list's
 * tests); what the index is asked for decides what a search costs (docs/capacity.md).
 */
function searchParameters(q: string): unknown[] {
  const conditions = filterConditions(CandidateListQuerySchema.parse({ q }));
  if (!conditions) throw new Error('A search makes a condition.');
  return new PgDialect().sqlToQuery(conditions).params;
}

describe('the text search', () => {
  it('asks the trigram index for the whole text when it holds no @', () => {
    expect(searchParameters('Sonia')).toEqual(['%Sonia%']);
    expect(searchParameters('100%_x')).toEqual(['%100\\%\\_x%']);
  });

  it('asks it for what comes before an @ and checks the whole text on the rows found', () => {
    expect(searchParameters('Ada.L@gmail.com')).toEqual(['%Ada.L%', 'Ada.L@gmail.com']);
    expect(searchParameters('100%_x@b')).toEqual(['%100\\%\\_x%', '100%_x@b']);
  });

  it('asks for the whole text when what comes before the @ has no three letters in a row', () => {
    expect(searchParameters('jo@gmail.com')).toEqual(['%jo@gmail.com%']);
    expect(searchParameters('a.b.c@gmail.com')).toEqual(['%a.b.c@gmail.com%']);
    expect(searchParameters('@gmail.com')).toEqual(['%@gmail.com%']);
  });
});
