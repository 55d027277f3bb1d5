import { SequenceMatcher } from './sequence-matcher';

// Expected values computed with CPython's difflib.SequenceMatcher.
describe('SequenceMatcher', () => {
  it.each([
    ['password', 'password@x.com', 0.7272727272727273, 0.7272727272727273],
    ['password', 'password', 1, 1],
    ['abcd', 'bcde', 0.75, 0.75],
    ['private', 'pirate', 0.9230769230769231, 0.7692307692307693],
    ['testclient', 'testclient@example.com', 0.625, 0.625],
    ['example', 'john.doe@example.com', 0.5185185185185185, 0.5185185185185185],
    ['hello world', 'world hello', 1, 0.45454545454545453],
    ['ärger', 'ärgerlich', 0.7142857142857143, 0.7142857142857143],
    ['eaca', 'dddbadaddeadcbe', 0.42105263157894735, 0.3157894736842105],
    [
      'acaaaeadbdaebddebcbbdcadeabcac',
      'edebccededeadbddbcecadeabedc',
      0.7586206896551724,
      0.5517241379310345,
    ],
    ['adaceeedbbebabe', 'ebdececdceeadebeebdadceebeddc', 0.6363636363636364, 0.2727272727272727],
    ['qwertyuiop', 'x', 0, 0],
  ])('%s vs %s: quick ratio %d, ratio %d', (a, b, quick, full) => {
    const matcher = new SequenceMatcher(a, b);
    expect(matcher.quickRatio()).toBeCloseTo(quick, 12);
    expect(matcher.ratio()).toBeCloseTo(full, 12);
  });

  it('gives 1 for two empty sequences, as difflib does', () => {
    expect(new SequenceMatcher('', '').quickRatio()).toBe(1);
    expect(new SequenceMatcher('', '').ratio()).toBe(1);
  });

  it('applies difflib autojunk to long second sequences', () => {
    const a = 'aaa' + 'b'.repeat(250);
    const b = 'b'.repeat(300) + 'a';
    const matcher = new SequenceMatcher(a, b);
    expect(matcher.ratio()).toBeCloseTo(0.0036101083032490976, 12);
    expect(matcher.quickRatio()).toBeCloseTo(0.9061371841155235, 12);
    expect(new SequenceMatcher('ab'.repeat(150), 'ba'.repeat(150) + 'c').ratio()).toBe(0);
  });

  it('counts code points, not UTF-16 units', () => {
    expect(new SequenceMatcher('😀a', '😀b').quickRatio()).toBeCloseTo(0.5, 12);
  });

  it('has realQuickRatio as an upper bound from lengths', () => {
    expect(new SequenceMatcher('qwertyuiop', 'x').realQuickRatio()).toBeCloseTo(0.18181818181818182, 12);
  });
});
