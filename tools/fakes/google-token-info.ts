import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';

export interface GoogleAccount {
  email: string;
  /** The OAuth client the token was issued to; a token for another client must be refused. */
  aud: string;
  emailVerified?: boolean;
}

export interface FakeGoogle {
  /** Give to GOOGLE_API_BASE: the token-info endpoint is `${apiBase}/tokeninfo`. */
  apiBase: string;
  /** Registers an access token Google would accept for this account. */
  grant(accessToken: string, account: GoogleAccount): void;
  close(): Promise<void>;
}

/**
 * A loopback server speaking Google's OAuth2 token-info endpoint (`/tokeninfo` with the access token as
 * a bearer header, form field or query parameter), as google-auth-library calls it: 200 with the token's fields, or 400 with
 * `{"error":"invalid_token"}` for an unknown token.
 */
export async function startFakeGoogle(): Promise<FakeGoogle> {
  const tokens = new Map<string, GoogleAccount>();
  const server = createServer((req, res) => {
    let body = '';
    req.on('data', (chunk) => (body += chunk));
    req.on('end', () => {
      const url = new URL(req.url ?? '/', 'http://localhost');
      if (url.pathname !== '/tokeninfo') {
        res.writeHead(404).end();
        return;
      }
      const bearer = /^Bearer (.+)$/.exec(req.headers.authorization ?? '')?.[1];
      const token =
        bearer ?? new URLSearchParams(body).get('access_token') ?? url.searchParams.get('access_token') ?? '';
      const account = tokens.get(token);
      if (!account) {
        res.writeHead(400, { 'content-type': 'application/json' });
        res.end(JSON.stringify({ error: 'invalid_token', error_description: 'Invalid Value' }));
        return;
      }
      res.writeHead(200, { 'content-type': 'application/json' });
      res.end(
        JSON.stringify({
          azp: account.aud,
          aud: account.aud,
          sub: String(Math.abs([...account.email].reduce((h, c) => (h * 31 + c.charCodeAt(0)) | 0, 7))),
          scope: 'openid https://www.googleapis.com/auth/userinfo.email',
          exp: String(Math.floor(Date.now() / 1000) + 3600),
          expires_in: '3599',
          email: account.email,
          email_verified: String(account.emailVerified ?? true),
          access_type: 'online',
        }),
      );
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  return {
    apiBase: `http://127.0.0.1:${(server.address() as AddressInfo).port}`,
    grant: (accessToken, account) => tokens.set(accessToken, account),
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}
