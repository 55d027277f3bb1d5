import {
  JobName,
  jobIdFor,
  MICROSITE_HEALTH_HEADER,
  MICROSITE_HEALTH_PATH,
  QueueName,
  SubscriptionPlan,
} from '@framehouse/domain';
import { Queue, type Job } from 'bullmq';
import { createServer, type IncomingHttpHeaders, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { DataSource } from 'typeorm';
import { MicrositeHealthService } from '../../src/modules/microsites/health/microsite-health.service';
import { ERRORS, registerOwner, type Owner } from '../support/flows';
import { startTestApp, type TestApp } from '../support/test-app';
import { setPlan } from '../videos/video-support';

const CREATE = `mutation Create($microsite: CreateMicrositeInput!) {
  createMicrosite(microsite: $microsite) { microsite { id domain healthy } ${ERRORS} }
}`;
const UPDATE = `mutation Update($id: ID!, $microsite: UpdateMicrositeInput!) {
  updateMicrosite(id: $id, microsite: $microsite) { microsite { id healthy } ${ERRORS} }
}`;
const DELETE = `mutation Delete($id: ID!) { deleteMicrosite(id: $id) { deletedId ${ERRORS} } }`;
const BY_ID = `query ById($id: ID!) { micrositeById(id: $id) { id healthy } }`;

/** Generous: a check is immediate, but a loaded machine may take a while to run it. */
const DEADLINE_MS = 45_000;

async function waitFor<T>(read: () => Promise<T>, done: (value: T) => boolean): Promise<T> {
  const deadline = Date.now() + DEADLINE_MS;
  let value = await read();
  while (!done(value)) {
    if (Date.now() > deadline) throw new Error(`Still waiting; last value ${JSON.stringify(value)}`);
    await new Promise((resolve) => setTimeout(resolve, 100));
    value = await read();
  }
  return value;
}

let counter = 0;
const uniqueSubdomain = (prefix: string) => `${prefix}-${Date.now().toString(36)}${(counter += 1)}`;

/** An app, an owner who may create any number of microsites, and the queue of the checks. */
async function startHealthApp(env: Record<string, string>) {
  const t = await startTestApp(env);
  const owner = await registerOwner(t, { organizationName: 'Microsite health' });
  await setPlan(t, owner.organizationId, SubscriptionPlan.UNLIMITED);
  const queue = new Queue(QueueName.MICROSITES, {
    connection: { url: t.config.redisUrl },
    prefix: t.config.redisPrefix,
  });
  return { t, owner, queue };
}

async function createMicrosite(t: TestApp, owner: Owner, subdomain: string) {
  const response = await t.gql<{
    createMicrosite: { microsite: { id: string; domain: string; healthy: boolean }; errors: unknown[] };
  }>(CREATE, { microsite: { title: 'Acme videos', domain: subdomain } }, owner.token);
  expect(response.data.createMicrosite.errors).toEqual([]);
  return response.data.createMicrosite.microsite;
}

async function healthy(t: TestApp, owner: Owner, id: string): Promise<boolean | undefined> {
  const response = await t.gql<{ micrositeById: { healthy: boolean } | null }>(BY_ID, { id }, owner.token);
  return response.data.micrositeById?.healthy;
}

/** The check jobs of a microsite, in every state, oldest first. */
async function checksOf(queue: Queue, micrositeId: string): Promise<Job[]> {
  const jobs = await queue.getJobs(['waiting', 'delayed', 'active', 'completed', 'failed', 'prioritized']);
  return jobs
    .filter((job) => job.name === JobName.CHECK_MICROSITE_HEALTH && job.data.micrositeId === micrositeId)
    .sort((a, b) => a.timestamp - b.timestamp);
}

/** The microsite's run once its first check failed and waits for its retry. */
async function waitingForRetry(queue: Queue, micrositeId: string, after?: string): Promise<Job> {
  const [job] = await waitFor(
    async () => {
      const jobs = await checksOf(queue, micrositeId);
      const states = await Promise.all(jobs.map((candidate) => candidate.getState()));
      return jobs.filter(
        (candidate, index) =>
          candidate.id !== after && states[index] === 'delayed' && candidate.attemptsMade >= 1,
      );
    },
    (jobs) => jobs.length === 1,
  );
  return job as Job;
}

/**
 * A loopback server on the microsites' names, behind MICROSITE_HEALTH_ORIGIN: it answers each Host with the
 * headers `answer` gives (another server, or one standing for the microsite host).
 */
async function otherServer(answer: (host: string) => Promise<Record<string, string>>) {
  const requests: Array<{ url?: string; headers: IncomingHttpHeaders }> = [];
  const server: Server = createServer((request, response) => {
    requests.push({ url: request.url, headers: request.headers });
    void answer((request.headers.host ?? '').replace(/:\d+$/, '')).then((headers) => {
      for (const [name, value] of Object.entries(headers)) response.setHeader(name, value);
      response.end('User-agent: *\nAllow: /\n');
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  return {
    origin: `http://127.0.0.1:${(server.address() as AddressInfo).port}`,
    requests,
    close: () =>
      new Promise<void>((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}

describe('microsite health check: served by this process', () => {
  let t: TestApp;
  let owner: Owner;
  let queue: Queue;

  beforeAll(async () => {
    ({ t, owner, queue } = await startHealthApp({}));
  });
  afterAll(async () => {
    await queue.close();
    await t.close();
  });

  it('turns a new microsite healthy once its name answers here as itself', async () => {
    const microsite = await createMicrosite(t, owner, uniqueSubdomain('served'));
    expect(microsite).toEqual(
      expect.objectContaining({ healthy: false, domain: expect.stringMatching(/\.localhost$/) }),
    );

    expect(await waitFor(() => healthy(t, owner, microsite.id), Boolean)).toBe(true);
    const [job] = await checksOf(queue, microsite.id);
    expect(job?.id).toMatch(new RegExp(`^${jobIdFor(JobName.CHECK_MICROSITE_HEALTH, microsite.id)}-\\d+$`));
    expect(await job?.getState()).toBe('completed');
    expect(job?.returnvalue).toBe('healthy');
  });

  it('answers the health path with the header naming the microsite, on its own host only', async () => {
    const microsite = await createMicrosite(t, owner, uniqueSubdomain('header'));
    const own = await t.http.get(MICROSITE_HEALTH_PATH).set('host', microsite.domain);
    expect(own.status).toBe(200);
    expect(own.headers[MICROSITE_HEALTH_HEADER]).toBe(microsite.id);
    const api = await t.http.get(MICROSITE_HEALTH_PATH);
    expect(api.headers[MICROSITE_HEALTH_HEADER]).toBeUndefined();
  });

  it('queues no check when a healthy microsite is republished', async () => {
    const microsite = await createMicrosite(t, owner, uniqueSubdomain('republished'));
    await waitFor(() => healthy(t, owner, microsite.id), Boolean);
    const updated = await t.gql<{ updateMicrosite: { errors: unknown[] } }>(
      UPDATE,
      { id: microsite.id, microsite: { title: 'Acme, renamed' } },
      owner.token,
    );
    expect(updated.data.updateMicrosite.errors).toEqual([]);
    expect(await checksOf(queue, microsite.id)).toHaveLength(1);
  });
});

describe('microsite health check: another server answers on the name', () => {
  let t: TestApp;
  let owner: Owner;
  let queue: Queue;
  let other: Awaited<ReturnType<typeof otherServer>>;
  /** The other server's MICROSITE_HEALTH_HEADER per host: a fixed value, or the microsite's own id. */
  const answers = new Map<string, string | 'own id'>();

  beforeAll(async () => {
    other = await otherServer(async (host): Promise<Record<string, string>> => {
      const answer = answers.get(host);
      const value = answer === 'own id' ? await micrositeIdOf(host) : answer;
      return value ? { [MICROSITE_HEALTH_HEADER]: value } : {};
    });
    // The check goes to the other server (a reverse proxy's address, as an operator would set it).
    ({ t, owner, queue } = await startHealthApp({ MICROSITE_HEALTH_ORIGIN: other.origin }));
  });
  /** The id of the microsite a host names, read as the microsite host would read it. */
  async function micrositeIdOf(host: string): Promise<string | undefined> {
    const rows: Array<{ id: string }> = await t.app
      .get(DataSource)
      .query('SELECT id FROM microsites WHERE subdomain = $1', [host.split('.')[0]]);
    return rows[0]?.id;
  }
  afterAll(async () => {
    await queue.close();
    await t.close();
    await other.close();
  });

  it('leaves the microsite PUBLISHING when the answer has no header, and retries', async () => {
    const microsite = await createMicrosite(t, owner, uniqueSubdomain('noheader'));
    const job = await waitingForRetry(queue, microsite.id);
    expect(job.failedReason).toContain(`answered without ${MICROSITE_HEALTH_HEADER}`);
    expect(await healthy(t, owner, microsite.id)).toBe(false);
    expect(other.requests).toContainEqual({
      url: MICROSITE_HEALTH_PATH,
      headers: expect.objectContaining({ host: `${microsite.domain}:${new URL(t.url).port}` }),
    });
  });

  it('leaves it PUBLISHING when the answer names another microsite', async () => {
    const subdomain = uniqueSubdomain('otherid');
    answers.set(`${subdomain}.localhost`, '00000000-0000-4000-8000-000000000000');
    const microsite = await createMicrosite(t, owner, subdomain);
    const job = await waitingForRetry(queue, microsite.id);
    expect(job.failedReason).toContain(
      `answered for microsite 00000000-0000-4000-8000-000000000000, not ${microsite.id}`,
    );
    expect(await healthy(t, owner, microsite.id)).toBe(false);
  });

  it('turns healthy when the server at MICROSITE_HEALTH_ORIGIN answers as the microsite', async () => {
    const subdomain = uniqueSubdomain('proxied');
    answers.set(`${subdomain}.localhost`, 'own id');
    const microsite = await createMicrosite(t, owner, subdomain);
    expect(await waitFor(() => healthy(t, owner, microsite.id), Boolean)).toBe(true);
  });

  it('starts the schedule again at once when an unhealthy microsite is republished', async () => {
    const microsite = await createMicrosite(t, owner, uniqueSubdomain('again'));
    const first = await waitingForRetry(queue, microsite.id);
    const requestsBefore = other.requests.length;

    const updated = await t.gql<{ updateMicrosite: { errors: unknown[] } }>(
      UPDATE,
      { id: microsite.id, microsite: { title: 'Acme, republished' } },
      owner.token,
    );
    expect(updated.data.updateMicrosite.errors).toEqual([]);
    // The run waiting 30 s for its retry is replaced by a new one, checked now.
    const second = await waitingForRetry(queue, microsite.id, first.id);
    expect(second.id).not.toBe(first.id);
    expect(await queue.getJob(first.id as string)).toBeUndefined();
    expect(other.requests.length).toBeGreaterThan(requestsBefore);
    expect(await healthy(t, owner, microsite.id)).toBe(false);
  });

  it("queues the check again at a start when Redis lost a PUBLISHING microsite's jobs", async () => {
    const subdomain = uniqueSubdomain('lost');
    const microsite = await createMicrosite(t, owner, subdomain);
    const lost = await waitingForRetry(queue, microsite.id);
    // Redis lost the job (and with it the deduplication key): nothing would check the microsite again.
    await lost.remove();
    await queue.removeDeduplicationKey(jobIdFor(JobName.CHECK_MICROSITE_HEALTH, microsite.id));
    expect(await checksOf(queue, microsite.id)).toEqual([]);
    answers.set(`${subdomain}.localhost`, 'own id');

    // What a process does as it starts.
    await t.app.get(MicrositeHealthService).onApplicationBootstrap();
    expect(await waitFor(() => healthy(t, owner, microsite.id), Boolean)).toBe(true);
  });
});

describe('microsite health check: a MICROSITE_HOST that does not resolve', () => {
  let t: TestApp;
  let owner: Owner;
  let queue: Queue;

  beforeAll(async () => {
    // .invalid is never in DNS (RFC 6761), and it is not one of the local names the check asks itself.
    ({ t, owner, queue } = await startHealthApp({ MICROSITE_HOST: 'microsites.invalid' }));
  });
  afterAll(async () => {
    await queue.close();
    await t.close();
  });

  it('leaves the microsite PUBLISHING and retries on the schedule', async () => {
    const microsite = await createMicrosite(t, owner, uniqueSubdomain('unresolved'));
    expect(microsite.domain).toMatch(/\.microsites\.invalid$/);
    const job = await waitingForRetry(queue, microsite.id);
    expect(job.failedReason).toContain(`${microsite.domain}`);
    expect(job.failedReason).toContain('does not resolve');
    expect(job.opts.attempts).toBeGreaterThan(1);
    expect(await healthy(t, owner, microsite.id)).toBe(false);
  });

  it('ends the check quietly when the microsite was deleted meanwhile', async () => {
    const microsite = await createMicrosite(t, owner, uniqueSubdomain('deleted'));
    const job = await waitingForRetry(queue, microsite.id);
    const deleted = await t.gql<{ deleteMicrosite: { errors: unknown[] } }>(
      DELETE,
      { id: microsite.id },
      owner.token,
    );
    expect(deleted.data.deleteMicrosite.errors).toEqual([]);

    await job.promote();
    const done = await waitFor(
      async () => {
        const current = await queue.getJob(job.id as string);
        return { state: await current?.getState(), result: current?.returnvalue };
      },
      (value) => value.state === 'completed',
    );
    expect(done.result).toBe('gone');
  });
});
