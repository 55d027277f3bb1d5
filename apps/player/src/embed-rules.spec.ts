import { isViewSession } from '@framehouse/domain';
import {
  newViewSession,
  placeholderOf,
  PLACEHOLDER_SELECTOR,
  scriptOrigin,
  viewSession,
} from './embed-rules';

const attributes = (values: Record<string, string>) => ({
  getAttribute: (name: string) => values[name] ?? null,
});

describe('embed loader rules', () => {
  it('finds both kinds of placeholder', () => {
    expect(PLACEHOLDER_SELECTOR).toBe('div[data-framehouse-video],div[data-framehouse-moment]');
    expect(placeholderOf(attributes({ 'data-framehouse-video': ' v1 ' }))).toEqual({
      kind: 'video',
      id: 'v1',
    });
    expect(placeholderOf(attributes({ 'data-framehouse-moment': 'm1' }))).toEqual({
      kind: 'moment',
      id: 'm1',
    });
    expect(placeholderOf(attributes({ 'data-framehouse-video': '' }))).toBeNull();
    expect(placeholderOf(attributes({}))).toBeNull();
  });

  it("reads data from the loader script's own origin", () => {
    expect(scriptOrigin('https://video.example.com/player/embed.js', 'https://blog.example')).toBe(
      'https://video.example.com',
    );
    expect(scriptOrigin('/player/embed.js', 'https://blog.example')).toBe('https://blog.example');
    expect(scriptOrigin(undefined, 'https://blog.example')).toBe('https://blog.example');
    expect(scriptOrigin('http://[bad', 'https://blog.example')).toBe('https://blog.example');
  });

  it('makes viewer sessions the API accepts', () => {
    const session = newViewSession((bytes) => bytes.fill(171));
    expect(session).toBe('ab'.repeat(16));
    expect(isViewSession(session)).toBe(true);
  });

  it('keeps the session in storage, and makes one per call where storage is refused', () => {
    const kept = new Map<string, string>();
    const store = {
      getItem: (key: string) => kept.get(key) ?? null,
      setItem: (k: string, v: string) => kept.set(k, v),
    };
    let made = 0;
    const make = () => `${'0'.repeat(31)}${++made}`;
    const first = viewSession(() => store, 'key', make, isViewSession);
    expect(viewSession(() => store, 'key', make, isViewSession)).toBe(first);
    expect(made).toBe(1);
    const refused = () => {
      throw new Error('SecurityError');
    };
    expect(viewSession(refused, 'key', make, isViewSession)).not.toBe(first);
  });
});
