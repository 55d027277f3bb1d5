import { headingSlug, isCalendarDate, LegalTextError, parseLegalText, readableDate } from './legal-markdown';

describe('parseLegalText', () => {
  const source = [
    '---',
    'last-modified: 2020-12-14',
    '---',
    '# Terms &amp; *Conditions*',
    '',
    'Read **carefully**.',
    '',
    '## 1. Accounts',
    '',
    'One account each.',
    '',
    '### Security',
    '',
    '## 1. Accounts',
    '',
    '| Plan | Price |',
    '| --- | --- |',
    '| Premium | 10 USD |',
    '',
  ].join('\n');

  it('takes the title and the date out of the body and lists the sections', () => {
    const text = parseLegalText(source);
    expect(text.title).toBe('Terms & Conditions');
    expect(text.lastModified).toBe('2020-12-14');
    expect(text.sections).toEqual([
      { id: '1-accounts', text: '1. Accounts' },
      { id: '1-accounts-2', text: '1. Accounts' },
    ]);
    expect(text.html).not.toContain('<h1');
    expect(text.html).not.toContain('last-modified');
    expect(text.html).toContain('<p>Read <strong>carefully</strong>.</p>');
    expect(text.html).toContain('<h2 id="1-accounts">1. Accounts</h2>');
    expect(text.html).toContain('<h3 id="security">Security</h3>');
    expect(text.html).toContain('<h2 id="1-accounts-2">1. Accounts</h2>');
    expect(text.html).toContain('<td>Premium</td>');
  });

  it('reads a text without front matter or title', () => {
    const text = parseLegalText('Just a paragraph.\n\n## Contact\n\nWrite to us.\n');
    expect(text).toMatchObject({
      title: null,
      lastModified: null,
      sections: [{ id: 'contact', text: 'Contact' }],
    });
    expect(text.html).toContain('<p>Just a paragraph.</p>');
  });

  it('shows raw HTML as text, never as markup', () => {
    const text = parseLegalText(
      '# Terms\n\n<script>alert(1)</script>\n\nA <b>bold</b> <img src=x onerror=alert(1)> claim.\n',
    );
    expect(text.html).not.toMatch(/<script|<b>|<img/);
    expect(text.html).toContain('&lt;script&gt;alert(1)&lt;/script&gt;');
    expect(text.html).toContain('A &lt;b&gt;bold&lt;/b&gt; &lt;img src=x onerror=alert(1)&gt; claim.');
  });

  it('escapes what a heading says in its id and text', () => {
    const text = parseLegalText('## Fees <"quoted"> & taxes\n');
    expect(text.sections).toEqual([{ id: 'fees-quoted-taxes', text: 'Fees <"quoted"> & taxes' }]);
    expect(text.html).toContain(
      '<h2 id="fees-quoted-taxes">Fees &lt;&quot;quoted&quot;&gt; &amp; taxes</h2>',
    );
  });

  it('accepts a byte order mark, quotes and comments in the front matter', () => {
    const text = parseLegalText('\uFEFF---\n# ours\nlast-modified: "2021-04-25"\n---\n# EULA\n');
    expect(text).toMatchObject({ title: 'EULA', lastModified: '2021-04-25' });
  });

  it('refuses a date that is not a day, and keys it does not know', () => {
    expect(() => parseLegalText('---\nlast-modified: 2021-02-30\n---\n')).toThrow(
      new LegalTextError('last-modified must be a date as YYYY-MM-DD; got "2021-02-30"'),
    );
    expect(() => parseLegalText('---\nlast-modified: April 25, 2021\n---\n')).toThrow(LegalTextError);
    expect(() => parseLegalText('---\nlast_modified: 2021-04-25\n---\n')).toThrow(
      /front matter line "last_modified: 2021-04-25" is not understood/,
    );
  });

  it('leaves a thematic break that is not front matter in the body', () => {
    const text = parseLegalText('Intro\n\n---\n\nMore\n');
    expect(text.html).toContain('<hr>');
    expect(text.lastModified).toBeNull();
  });
});

describe('dates and slugs', () => {
  it('knows which dates exist', () => {
    expect(isCalendarDate('2020-12-14')).toBe(true);
    expect(isCalendarDate('2024-02-29')).toBe(true);
    expect(isCalendarDate('2023-02-29')).toBe(false);
    expect(isCalendarDate('2020-13-01')).toBe(false);
    expect(isCalendarDate('2020-1-1')).toBe(false);
  });

  it('writes a date as people read it, whatever the time zone', () => {
    expect(readableDate('2020-12-14')).toBe('December 14, 2020');
    expect(readableDate('2021-04-25')).toBe('April 25, 2021');
  });

  it('makes ids of headings', () => {
    expect(headingSlug('5. Free trials')).toBe('5-free-trials');
    expect(headingSlug('Résumé & “Notices”')).toBe('resume-notices');
    expect(headingSlug('§ ¶')).toBe('section');
  });
});
