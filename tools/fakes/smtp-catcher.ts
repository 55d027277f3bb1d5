import { createServer as createHttpServer, type Server as HttpServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import { simpleParser } from 'mailparser';
import { SMTPServer } from 'smtp-server';

export interface CaughtMail {
  to: string[];
  subject: string;
  text: string;
  html: string;
  /** Every absolute http(s) link of the text part, in order. */
  links: string[];
}

export interface SmtpCatcher {
  smtpUrl: string;
  /** Answers GET /messages?to=<address> with the caught mails as JSON, oldest first. */
  httpUrl?: string;
  messages: CaughtMail[];
  to(address: string): CaughtMail[];
  /** The newest mail to an address, waiting briefly for it to arrive. */
  latest(address: string, timeoutMs?: number): Promise<CaughtMail>;
  clear(): void;
  close(): Promise<void>;
}

/** A loopback SMTP server that keeps every mail it receives: the mail service's real peer in tests. */
export async function startSmtpCatcher(
  options: { http?: boolean; smtpPort?: number; httpPort?: number } = {},
): Promise<SmtpCatcher> {
  const messages: CaughtMail[] = [];
  const server = new SMTPServer({
    authOptional: true,
    disabledCommands: ['STARTTLS'],
    logger: false,
    onData(stream, _session, callback) {
      simpleParser(stream)
        .then((mail) => {
          const addresses = [mail.to]
            .flat()
            .flatMap((entry) => entry?.value.map((a) => (a.address ?? '').toLowerCase()) ?? []);
          const text = mail.text ?? '';
          messages.push({
            to: addresses,
            subject: mail.subject ?? '',
            text,
            html: typeof mail.html === 'string' ? mail.html : '',
            links: text.match(/https?:\/\/[^\s>"']+/g) ?? [],
          });
          callback();
        })
        .catch(callback);
    },
  });
  await new Promise<void>((resolve) => server.listen(options.smtpPort ?? 0, '127.0.0.1', resolve));
  const smtpPort = (server.server.address() as AddressInfo).port;
  const to = (address: string) => messages.filter((mail) => mail.to.includes(address.toLowerCase()));

  let http: HttpServer | undefined;
  if (options.http) {
    http = createHttpServer((req, res) => {
      const url = new URL(req.url ?? '/', 'http://localhost');
      if (url.pathname !== '/messages') {
        res.writeHead(404).end();
        return;
      }
      const address = url.searchParams.get('to');
      res
        .writeHead(200, { 'content-type': 'application/json' })
        .end(JSON.stringify(address ? to(address) : messages));
    });
    await new Promise<void>((resolve) => http?.listen(options.httpPort ?? 0, '127.0.0.1', resolve));
  }

  return {
    smtpUrl: `smtp://127.0.0.1:${smtpPort}`,
    httpUrl: http ? `http://127.0.0.1:${(http.address() as AddressInfo).port}` : undefined,
    messages,
    to,
    async latest(address, timeoutMs = 5000) {
      const deadline = Date.now() + timeoutMs;
      for (;;) {
        const found = to(address);
        if (found.length) return found[found.length - 1];
        if (Date.now() > deadline) throw new Error(`No mail to ${address} within ${timeoutMs} ms`);
        await new Promise((resolve) => setTimeout(resolve, 25));
      }
    },
    clear() {
      messages.length = 0;
    },
    async close() {
      await new Promise<void>((resolve) => server.close(() => resolve()));
      if (http) await new Promise<void>((resolve) => http?.close(() => resolve()));
    },
  };
}

// Standalone: `node tools/dist/fakes/smtp-catcher.js` prints its two URLs and runs until stopped.
if (require.main === module) {
  startSmtpCatcher({
    http: true,
    smtpPort: Number(process.env.SMTP_CATCHER_SMTP_PORT ?? 0),
    httpPort: Number(process.env.SMTP_CATCHER_HTTP_PORT ?? 0),
  }).then((catcher) => {
    console.log(JSON.stringify({ smtpUrl: catcher.smtpUrl, httpUrl: catcher.httpUrl }));
  });
}
