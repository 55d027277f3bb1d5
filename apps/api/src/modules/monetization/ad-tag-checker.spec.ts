import { loadConfig } from '../../config/app-config';
import {
  NOT_VAST,
  startVastServer,
  VAST_3_INLINE,
  VAST_3_WRAPPER,
  VAST_4_INLINE,
  VAST_MALFORMED,
  type VastServer,
} from '../../../test/monetization/vast-server';
import { AD_TAG_TIMEOUT_MS, AdTagChecker, isPublicAddress, isVastDocument } from './ad-tag-checker';

describe('isVastDocument', () => {
  it.each([
    ['a VAST 4 inline ad', VAST_4_INLINE],
    ['a VAST 3 inline ad', VAST_3_INLINE],
    ['a VAST 3 wrapper', VAST_3_WRAPPER],
    ['an empty VAST (no fill)', '<VAST version="4.0"/>'],
  ])('takes %s', async (_name, xml) => {
    await expect(isVastDocument(xml)).resolves.toBe(true);
  });

  it.each([
    ['malformed XML', VAST_MALFORMED],
    ['XML that is not VAST', NOT_VAST],
    ['HTML', '<!doctype html><html><body>Ads</body></html>'],
    ['plain text', 'hello'],
    ['nothing', ''],
  ])('refuses %s', async (_name, xml) => {
    await expect(isVastDocument(xml)).resolves.toBe(false);
  });
});

describe('isPublicAddress', () => {
  it.each(['8.8.8.8', '93.184.216.34', '2606:4700:4700::1111', '::ffff:8.8.8.8'])(
    '%s is public',
    (address) => {
      expect(isPublicAddress(address)).toBe(true);
    },
  );

  it.each([
    '127.0.0.1',
    '10.1.2.3',
    '172.16.0.1',
    '192.168.1.1',
    '169.254.169.254',
    '0.0.0.0',
    '::1',
    'fd00::1',
    'fe80::1',
    '::ffff:127.0.0.1',
    'not-an-ip',
  ])('%s is not', (address) => {
    expect(isPublicAddress(address)).toBe(false);
  });
});

describe('AdTagChecker', () => {
  let server: VastServer;
  const checker = (allow: boolean) =>
    new AdTagChecker(loadConfig({ ALLOW_PRIVATE_IMPORTS: allow ? 'true' : 'false' }));

  beforeAll(async () => {
    server = await startVastServer(AD_TAG_TIMEOUT_MS + 2000);
  });
  afterAll(() => server.close());

  it('takes a loopback ad server only when private addresses are allowed', async () => {
    await expect(checker(true).isVast(server.url('/inline4'))).resolves.toBe(true);
    await expect(checker(false).isVast(server.url('/inline4'))).resolves.toBe(false);
    await expect(
      checker(false).isVast(server.url('/inline4').replace('127.0.0.1', 'localhost')),
    ).resolves.toBe(false);
  });

  it('follows a redirect', async () => {
    await expect(checker(true).isVast(server.url('/redirect'))).resolves.toBe(true);
  });

  it.each(['/malformed', '/not-vast', '/html', '/missing', '/huge'])('refuses %s', async (path) => {
    await expect(checker(true).isVast(server.url(path))).resolves.toBe(false);
  });

  it('refuses a closed port', async () => {
    await expect(checker(true).isVast('http://127.0.0.1:1/vast.xml')).resolves.toBe(false);
  });

  it.each(['/slow', '/trickle'])(
    'gives up on %s when the timeout passes',
    async (path) => {
      const started = Date.now();
      await expect(checker(true).isVast(server.url(path))).resolves.toBe(false);
      expect(Date.now() - started).toBeLessThan(AD_TAG_TIMEOUT_MS + 1500);
    },
    AD_TAG_TIMEOUT_MS + 5000,
  );
});
