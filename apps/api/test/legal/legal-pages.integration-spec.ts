import { ConfigError } from '@framehouse/config';
import { Test } from '@nestjs/testing';
import { mkdir, mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { loadConfig } from '../../src/config/app-config';
import { ConfigModule } from '../../src/config/config.module';
import { LegalModule } from '../../src/modules/legal/legal.module';
import { startTestApp, type TestApp } from '../support/test-app';

const ADMIN_INDEX = '<!doctype html><title>Framehouse admin</title><div id="root"></div>';

/** The operator's privacy policy of the LEGAL_DIR app; its other two texts stay the shipped ones. */
const OPERATOR_POLICY = [
  '---',
  'last-modified: 2024-03-01',
  '---',
  '# Acme Video privacy notice',
  '',
  'Acme Video Ltd runs this service. <script>alert("not run")</script>',
  '',
  '## What we keep',
  '',
  'Only your email address.',
  '',
].join('\n');

/** The pages, with their titles, dates and what the spec says they must cover (platform "Legal pages"). */
const PAGES = [
  {
    path: '/terms-of-use',
    title: 'Subscriber Terms of Use',
    date: ['2020-12-14', 'December 14, 2020'],
    covers: [
      /Accounts/,
      /renews automatically/,
      /All fees are non-refundable/,
      /United States dollars \(USD\)/,
      /Free trials/,
      /binding individual arbitration/,
      /opt out of this agreement to arbitrate by sending us written notice within 30 days/,
      /Class action and jury trial waiver/,
      /at least <strong>18 years old<\/strong>/,
      /SIX \(6\) MONTHS[\s\S]*ONE HUNDRED US DOLLARS \(US\$100\)/,
      /within one \(1\) year/,
      /Indemnification/,
      /Takedown notice[\s\S]*Counter-notice/,
      /Choice of law/,
      /Severability/,
      /Assignment/,
      /Changes to these Terms/,
      /Electronic communications/,
      /Default text/,
    ],
  },
  {
    path: '/terms-of-use/d2c',
    title: 'End User License Agreement — D2C Plugin',
    date: ['2021-04-25', 'April 25, 2021'],
    covers: [
      /License grant/,
      /API keys/,
      /renews automatically/,
      /All fees are non-refundable/,
      /United States dollars \(USD\)/,
      /Free trials/,
      /within 30 days/,
      /class action/i,
      /18 years old/,
      /SIX \(6\) MONTHS[\s\S]*ONE HUNDRED US DOLLARS \(US\$100\)/,
      /one \(1\) year/,
      /Indemnification/,
      /takedown notices and counter-notices/,
      /Choice of law/,
      /Severability/,
      /Assignment/,
      /Amendments/,
      /Electronic communications/,
      /Default text/,
    ],
  },
  {
    path: '/privacy-policy',
    title: 'Privacy Policy',
    date: ['2020-12-14', 'December 14, 2020'],
    covers: [
      /Account information/,
      /transcripts made by speech recognition/,
      /Viewer data on public pages/,
      /random viewer session identifier in the browser&#39;s session storage/,
      /Cookies and local storage/,
      /session token in your\s+browser&#39;s <strong>local storage<\/strong>/,
      /payment provider/,
      /Google and YouTube, when you use them/,
      /How long we keep information/,
      /Your rights and choices/,
      /Contact/,
      /Default text/,
    ],
  },
];

describe('the legal pages', () => {
  let work: string;
  let t: TestApp;
  let operator: TestApp;

  beforeAll(async () => {
    work = await mkdtemp(join(tmpdir(), 'framehouse-legal-'));
    const admin = join(work, 'admin');
    const legal = join(work, 'legal');
    await mkdir(admin);
    await mkdir(legal);
    await writeFile(join(admin, 'index.html'), ADMIN_INDEX);
    await writeFile(join(legal, 'privacy-policy.md'), OPERATOR_POLICY);
    await writeFile(join(legal, 'README.txt'), 'Not a legal text: ignored.');
    [t, operator] = await Promise.all([
      startTestApp({ ADMIN_DIST_DIR: admin }),
      startTestApp({ ADMIN_DIST_DIR: admin, LEGAL_DIR: legal }),
    ]);
  });
  afterAll(async () => {
    await Promise.all([t?.close(), operator?.close()]);
    await rm(work, { recursive: true, force: true });
  });

  it.each(PAGES)('$path answers its text as HTML: title, date and what it covers', async (page) => {
    const response = await t.http.get(page.path);
    expect(response.status).toBe(200);
    expect(response.headers['content-type']).toBe('text/html; charset=utf-8');
    expect(response.headers['cache-control']).toBe('no-cache');
    expect(response.headers.etag).toBeDefined();
    const html = response.text;
    expect(html).toContain(`<title>${page.title}</title>`);
    expect(html).toContain(`<h1>${page.title}</h1>`);
    expect(html).toContain(`Last modified: <time datetime="${page.date[0]}">${page.date[1]}</time>`);
    expect(html).toContain(`<a href="${page.path}" aria-current="page">`);
    for (const point of page.covers) expect(html).toMatch(point);
  });

  it.each(PAGES)('$path lists its sections in a table of contents that links to them', async (page) => {
    const html = (await t.http.get(page.path)).text;
    const toc = /<nav class="toc" aria-labelledby="toc-title">([\s\S]*?)<\/nav>/.exec(html)?.[1] ?? '';
    const targets = [...toc.matchAll(/href="#([^"]+)"/g)].map((match) => match[1]);
    expect(targets.length).toBeGreaterThanOrEqual(10);
    for (const id of targets) expect(html).toContain(`<h2 id="${id}">`);
  });

  it('runs no script and takes its stylesheet and fonts from this origin, kept by browsers', async () => {
    const response = await t.http.get('/terms-of-use');
    expect(response.text).not.toMatch(/<script|<style| style="/);
    expect(response.headers['content-security-policy']).toContain("script-src 'self'");
    const stylesheet = /<link rel="stylesheet" href="([^"]+)">/.exec(response.text)?.[1] ?? '';
    expect(stylesheet).toMatch(/^\/legal\/legal\.css\?v=[0-9a-f]{12}$/);
    const css = await t.http.get(stylesheet);
    expect(css.status).toBe(200);
    expect(css.headers['content-type']).toBe('text/css; charset=utf-8');
    expect(css.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    expect(css.text).toContain('--brand: #ce0000');
    const fonts = [...css.text.matchAll(/src: url\(([^)]+)\) format\('woff2'\)/g)].map((match) => match[1]);
    expect(fonts).toEqual([
      '/legal/fonts/roboto-400.woff2',
      '/legal/fonts/roboto-700.woff2',
      '/legal/fonts/roboto-condensed-700.woff2',
    ]);
    for (const font of fonts) {
      const file = await t.http.get(font as string);
      expect(file.status).toBe(200);
      expect(file.headers['content-type']).toBe('font/woff2');
      expect((file.body as Buffer).subarray(0, 4).toString('latin1')).toBe('wOF2');
    }
    expect(response.text).toContain(
      '<link rel="preload" href="/legal/fonts/roboto-400.woff2" as="font" type="font/woff2" crossorigin>',
    );
  });

  it('takes a trailing slash and HEAD like the page itself', async () => {
    for (const path of ['/terms-of-use/', '/terms-of-use/d2c/', '/privacy-policy/']) {
      const response = await t.http.get(path);
      expect(response.status).toBe(200);
      expect(response.text).toContain('<h1>');
    }
    expect((await t.http.head('/privacy-policy')).status).toBe(200);
  });

  it('answers an unknown address under the legal names with a 404 page, never the admin or a 500', async () => {
    for (const path of [
      '/terms-of-use/unknown',
      '/terms-of-use/d2c/extra',
      '/terms-of-use/D2C',
      '/privacy-policy/x/y',
      '/terms-of-use-2019',
      '/privacy-policy.md',
    ]) {
      const response = await t.http.get(path);
      expect({ path, status: response.status }).toEqual({ path, status: 404 });
      expect(response.headers['content-type']).toBe('text/html; charset=utf-8');
      expect(response.text).toContain('<h1>Page not found</h1>');
      expect(response.text).toContain('<a href="/terms-of-use/d2c">D2C plugin license</a>');
      expect(response.text).toContain('<meta name="robots" content="noindex">');
    }
    for (const path of ['/legal/unknown.css', '/legal/fonts/../legal.css', '/legal/fonts/x.woff2']) {
      expect((await t.http.get(path)).status).toBe(404);
    }
    // A path that is not even percent-encoded right is the client's mistake.
    expect((await t.http.get('/terms-of-use/%E0%A4%A')).status).toBe(400);
  });

  it("leaves the admin's routes beside them to the admin", async () => {
    for (const path of ['/terms', '/register', '/register/d2c', '/privacy', '/legal', '/terms-of']) {
      const response = await t.http.get(path);
      expect({ path, status: response.status }).toEqual({ path, status: 200 });
      expect(response.text).toBe(ADMIN_INDEX);
    }
  });

  it("shows the operator's file from LEGAL_DIR instead of the default of its name, and only that one", async () => {
    const policy = await operator.http.get('/privacy-policy');
    expect(policy.status).toBe(200);
    expect(policy.text).toContain('<title>Acme Video privacy notice</title>');
    expect(policy.text).toContain('Last modified: <time datetime="2024-03-01">March 1, 2024</time>');
    expect(policy.text).toContain('<a href="#what-we-keep">What we keep</a>');
    expect(policy.text).not.toContain('Default text');
    // An operator's text is shown, never run: HTML in it is text.
    expect(policy.text).toContain('runs this service. &lt;script&gt;alert("not run")&lt;/script&gt;');
    expect(policy.text).not.toContain('<script>');

    const terms = await operator.http.get('/terms-of-use');
    expect(terms.text).toContain('<h1>Subscriber Terms of Use</h1>');
    const eula = await operator.http.get('/terms-of-use/d2c');
    expect(eula.text).toContain('<h1>End User License Agreement — D2C Plugin</h1>');
  });
});

describe('LEGAL_DIR', () => {
  let work: string;

  beforeAll(async () => {
    work = await mkdtemp(join(tmpdir(), 'framehouse-legal-config-'));
  });
  afterAll(() => rm(work, { recursive: true, force: true }));

  it('must be a folder that exists: otherwise the configuration stops, naming it', async () => {
    const file = join(work, 'terms-of-use.md');
    await writeFile(file, '# Terms\n');
    expect(() => loadConfig({ LEGAL_DIR: join(work, 'missing') })).toThrow(
      new ConfigError(`LEGAL_DIR must be a readable folder; got "${join(work, 'missing')}" (no such folder)`),
    );
    expect(() => loadConfig({ LEGAL_DIR: file })).toThrow(
      new ConfigError(`LEGAL_DIR must be a readable folder; got "${file}" (not a folder)`),
    );
    expect(loadConfig({ LEGAL_DIR: ` ${work} ` }).legalDir).toBe(work);
    expect(loadConfig({ LEGAL_DIR: '' }).legalDir).toBeUndefined();
    expect(loadConfig({}).legalDir).toBeUndefined();
  });

  /** Starts the legal module alone with LEGAL_DIR set to `dir`: what the API's start does with it. */
  async function startLegal(dir: string): Promise<void> {
    const module = await Test.createTestingModule({
      imports: [ConfigModule.register(loadConfig({ LEGAL_DIR: dir })), LegalModule],
    }).compile();
    try {
      await module.init();
    } finally {
      await module.close();
    }
  }

  it('stops the start when it holds none of the texts, or a text the pages cannot show', async () => {
    const empty = join(work, 'empty');
    await mkdir(empty);
    await writeFile(join(empty, 'terms.md'), '# Misnamed\n');
    await expect(startLegal(empty)).rejects.toThrow(
      `LEGAL_DIR (${empty}) holds none of terms-of-use.md, terms-of-use-d2c.md, privacy-policy.md`,
    );

    const badDate = join(work, 'bad-date');
    await mkdir(badDate);
    await writeFile(join(badDate, 'terms-of-use.md'), '---\nlast-modified: 14/12/2020\n---\n# Terms\n');
    await expect(startLegal(badDate)).rejects.toThrow(
      `${join(badDate, 'terms-of-use.md')}: last-modified must be a date as YYYY-MM-DD; got "14/12/2020"`,
    );

    const folderNamedLikeAText = join(work, 'folder');
    await mkdir(join(folderNamedLikeAText, 'privacy-policy.md'), { recursive: true });
    await expect(startLegal(folderNamedLikeAText)).rejects.toThrow(
      `${join(folderNamedLikeAText, 'privacy-policy.md')} cannot be read (a folder, not a file)`,
    );
  });
});
