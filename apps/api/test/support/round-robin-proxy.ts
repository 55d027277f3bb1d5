import { createServer, request as httpRequest } from 'node:http';
import type { AddressInfo } from 'node:net';

export interface RoundRobinProxy {
  url: string;
  /** Requests each target answered, in the order given. */
  served: number[];
  close(): Promise<void>;
}

/**
 * One port in front of several API processes, each request to the next in turn, as an operator's load
 * balancer does without sticky sessions: whatever one process starts, another may be asked to finish.
 */
export async function startRoundRobinProxy(targets: readonly string[]): Promise<RoundRobinProxy> {
  let next = 0;
  const served = targets.map(() => 0);
  const server = createServer((req, res) => {
    const index = next++ % targets.length;
    served[index] = (served[index] ?? 0) + 1;
    const target = new URL(targets[index] as string);
    const upstream = httpRequest(
      { host: target.hostname, port: target.port, method: req.method, path: req.url, headers: req.headers },
      (answer) => {
        res.writeHead(answer.statusCode ?? 502, answer.headers);
        answer.pipe(res);
      },
    );
    upstream.on('error', () => {
      if (!res.headersSent) res.writeHead(502);
      res.end();
    });
    req.pipe(upstream);
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    url: `http://127.0.0.1:${port}`,
    served,
    close: () => new Promise((resolve) => server.close(() => resolve())),
  };
}
