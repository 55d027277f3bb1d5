import { TokenType } from '@framehouse/domain';
import {
  headlineHtml,
  parseTranscriptFilters,
  searchTerms,
  SqlParameters,
  tsquerySql,
} from './transcript-query';

describe('parseTranscriptFilters', () => {
  it('reads every filter, times in milliseconds', () => {
    expect(
      parseTranscriptFilters({
        startTimestampFrom: '00:00:01.500',
        endTimestampTo: '01:05',
        timestampsRangeFrom: '0:02',
        timestampsRangeTo: '00:00:10',
        tokenType: TokenType.PUNCTUATION,
        speakerLabel: ' spk_1 ',
      }),
    ).toEqual({
      filters: {
        startFrom: 1500,
        endTo: 65_000,
        rangeFrom: 2000,
        rangeTo: 10_000,
        tokenType: TokenType.PUNCTUATION,
        speakerLabel: 'spk_1',
      },
      errors: {},
    });
  });

  it('filters nothing for absent or blank arguments', () => {
    expect(parseTranscriptFilters({ startTimestampFrom: ' ', speakerLabel: '', tokenType: null })).toEqual({
      filters: {},
      errors: {},
    });
  });

  it('tells which argument is wrong, with the spec messages', () => {
    expect(
      parseTranscriptFilters({ startTimestampFrom: 'soon', timestampsRangeFrom: '-00:01' }).errors,
    ).toEqual({
      startTimestampFrom: 'Start/End timestamps need to be in valid time format',
      timestampsRangeFrom: 'Start/End timestamps need to be in video duration range',
    });
    expect(
      parseTranscriptFilters({
        startTimestampFrom: '00:10',
        endTimestampTo: '00:05',
        timestampsRangeFrom: '00:03',
        timestampsRangeTo: '00:02',
      }).errors,
    ).toEqual({
      endTimestampTo: 'Start timestamp needs to be smaller than End timestamp.',
      timestampsRangeTo: 'Start timestamp needs to be smaller than End timestamp.',
    });
  });
});

describe('searchTerms', () => {
  it('takes the last plain word as a prefix', () => {
    expect(searchTerms(' quick bro ')).toEqual({ full: 'quick bro', head: 'quick', prefix: 'bro:*' });
    expect(searchTerms('Éco')).toEqual({ full: 'Éco', head: '', prefix: 'éco:*' });
  });

  it('keeps a search ending in a phrase, a negation or punctuation whole', () => {
    expect(searchTerms('"quick brown"')?.prefix).toBeNull();
    expect(searchTerms('fox -dog')?.prefix).toBeNull();
    expect(searchTerms('fox!')?.prefix).toBeNull();
    expect(searchTerms('"open quote fox')?.prefix).toBeNull();
  });

  it('gives nothing for a blank search', () => {
    expect(searchTerms('  ')).toBeNull();
    expect(searchTerms(null)).toBeNull();
  });
});

describe('tsquerySql', () => {
  it('binds every value as a parameter', () => {
    const params = new SqlParameters();
    const terms = searchTerms('quick bro');
    expect(terms && tsquerySql(terms, params.add)).toBe(
      "(websearch_to_tsquery('simple', $1) || (websearch_to_tsquery('simple', $3) && to_tsquery('simple', $2)))",
    );
    expect(params.values).toEqual(['quick bro', 'bro:*', 'quick']);
    const word = new SqlParameters();
    const one = searchTerms('bro');
    expect(one && tsquerySql(one, word.add)).toBe(
      "(websearch_to_tsquery('simple', $1) || to_tsquery('simple', $2))",
    );
    expect(word.values).toEqual(['bro', 'bro:*']);
    const plain = new SqlParameters();
    const phrase = searchTerms('"a b"');
    expect(phrase && tsquerySql(phrase, plain.add)).toBe("websearch_to_tsquery('simple', $1)");
  });
});

describe('headlineHtml', () => {
  it('escapes the text and marks the matches', () => {
    expect(headlineHtml('a <b> & \u0002fox\u0003 "x"')).toBe(
      'a &lt;b&gt; &amp; <mark>fox</mark> &quot;x&quot;',
    );
  });
});
