import { SubscriptionPlan } from '@framehouse/domain';
import { execFile } from 'node:child_process';
import { mkdtemp, readdir, readFile, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { promisify } from 'node:util';
import { REPO_ROOT } from '../support/built-project';
import { PASSWORD, registerOwner, type Owner } from '../support/flows';
import type { TestApp } from '../support/test-app';
import { startTranscoder, type TranscoderProcess } from '../support/transcoder-process';
import { download, makeClip, setPlan, startVideoApp, defaultStorageDriver } from '../videos/video-support';

const run = promisify(execFile);
const SDK = join(REPO_ROOT, 'libs/sdk');

/** The first ```ts block after a heading of libs/sdk/README.md: what an integrator copies. */
async function readmeExample(heading: string): Promise<string> {
  const readme = await readFile(join(SDK, 'README.md'), 'utf8');
  const section = readme.slice(readme.indexOf(`\n## ${heading}\n`));
  const block = /```ts\n([\s\S]*?)```/.exec(section);
  if (!block) throw new Error(`README.md has no ts example under "## ${heading}"`);
  return block[1];
}

/** A CommonJS program using the package: the paged list and a payload's errors as a PayloadError. */
const COMMONJS_EXAMPLE = `
import sdkPackage = require('@framehouse/sdk');
const { createFramehouseClient, PayloadError } = sdkPackage;

async function main(): Promise<void> {
  const url = \`\${process.env.FRAMEHOUSE_URL}/graphql/\`;
  const guest = createFramehouseClient({ url });
  const { tokenAuth } = await guest.TokenAuth({
    email: process.env.FRAMEHOUSE_EMAIL ?? '',
    password: process.env.FRAMEHOUSE_PASSWORD ?? '',
  });
  const sdk = createFramehouseClient({ url, token: tokenAuth.token ?? undefined, ensureOk: true });
  for await (const video of sdk.paginate.videos({ orderBy: '-created' }, { pageSize: 25 })) {
    console.log(\`video \${video.title} \${video.status}\`);
    try {
      await sdk.CreateMoment({
        videoId: video.id,
        moment: { title: 'Too short', startTimestamp: '0:00', endTimestamp: '0:01' },
      });
    } catch (error) {
      if (!(error instanceof PayloadError)) throw error;
      console.log(\`refused \${error.code} \${error.field} \${error.messages.join(' ')}\`);
    }
  }
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
`;

/**
 * The package as an integrator gets it: `npm pack`, installed in a fresh project outside the workspace
 * (only the tarball and the npm registry's packages), type-checked as ES module and CommonJS, and the
 * README's quick start run against the real API and transcoder with a generated clip.
 */
describe('the packed SDK in a project of its own', () => {
  let t: TestApp;
  let owner: Owner;
  let transcoder: TranscoderProcess;
  let clip: Awaited<ReturnType<typeof makeClip>>;
  let project: string;

  /** Packs libs/sdk (its prepack builds it) into the project folder and installs it there. */
  async function installPackage(): Promise<void> {
    await run('npm', ['pack', '-w', '@framehouse/sdk', '--pack-destination', project], {
      cwd: REPO_ROOT,
      maxBuffer: 16 * 1024 * 1024,
    });
    const tarball = (await readdir(project)).find((file) => file.endsWith('.tgz'));
    const version = async (name: string) =>
      (
        JSON.parse(await readFile(join(REPO_ROOT, 'node_modules', name, 'package.json'), 'utf8')) as {
          version: string;
        }
      ).version;
    await writeFile(join(project, 'package.json'), JSON.stringify({ name: 'sdk-consumer', private: true }));
    await run(
      'npm',
      [
        'install',
        '--prefer-offline',
        '--no-audit',
        '--no-fund',
        '--loglevel=error',
        `./${tarball}`,
        `typescript@${await version('typescript')}`,
        `@types/node@${await version('@types/node')}`,
      ],
      { cwd: project, maxBuffer: 16 * 1024 * 1024 },
    );
  }

  beforeAll(async () => {
    project = await mkdtemp(join(tmpdir(), 'framehouse-sdk-consumer-'));
    [t, clip] = await Promise.all([
      startVideoApp(defaultStorageDriver()),
      makeClip({ seconds: 6 }),
      installPackage(),
    ]);
    owner = await registerOwner(t);
    await setPlan(t, owner.organizationId, SubscriptionPlan.UNLIMITED);
    transcoder = await startTranscoder(t.config);
  }, 300_000);
  afterAll(async () => {
    await transcoder?.stop();
    await t?.close();
    await clip?.remove();
    await rm(project, { recursive: true, force: true });
  });

  it('type-checks, and runs the quick start and a CommonJS program against the real API', async () => {
    await writeFile(join(project, 'quickstart.mts'), await readmeExample('Quick start'));
    await writeFile(join(project, 'paging.cts'), COMMONJS_EXAMPLE);
    await writeFile(
      join(project, 'tsconfig.json'),
      JSON.stringify({
        compilerOptions: {
          module: 'nodenext',
          target: 'es2022',
          strict: true,
          types: ['node'],
          outDir: 'out',
          skipLibCheck: false,
        },
        files: ['quickstart.mts', 'paging.cts'],
      }),
    );
    await run(join(project, 'node_modules/.bin/tsc'), ['-p', project], { cwd: project });

    const env = {
      ...process.env,
      FRAMEHOUSE_URL: t.url,
      FRAMEHOUSE_EMAIL: owner.email,
      FRAMEHOUSE_PASSWORD: PASSWORD,
    };
    const quickstart = await run(process.execPath, [join(project, 'out/quickstart.mjs'), clip.path], {
      cwd: project,
      env,
      timeout: 180_000,
    }).catch((error: unknown) => {
      throw new Error(`${String(error)}\nworker output:\n${transcoder.output()}`);
    });
    // The note of issue 20 shows this output.
    console.log(`the quick start printed:\n${quickstart.stdout}`);
    const lines = quickstart.stdout.trim().split('\n');
    const uploaded = lines.filter((line) => line.startsWith('uploaded '));
    expect(uploaded.length).toBeLessThanOrEqual(5);
    expect(uploaded.at(-1)).toBe(`uploaded 100% (${clip.bytes.length} bytes)`);
    expect(lines).toContainEqual(expect.stringMatching(/^processed: "clip", DRAFT, 60\d\d ms$/));
    const videoUrl = lines.find((line) => line.startsWith('video: '))?.slice('video: '.length) ?? '';
    const momentUrl = lines.find((line) => line.startsWith('moment: '))?.slice('moment: '.length) ?? '';
    expect(videoUrl.startsWith(`${t.url}/`)).toBe(true);
    expect(momentUrl.startsWith(`${t.url}/`)).toBe(true);
    expect((await download(videoUrl)).status).toBe(200);
    expect((await download(momentUrl)).status).toBe(200);

    const paging = await run(process.execPath, [join(project, 'out/paging.cjs')], { cwd: project, env });
    expect(paging.stdout.trim().split('\n')).toEqual([
      'video clip PUBLISHED',
      'refused VALIDATION_ERROR timeRange Provided range needs to be at least 5 seconds long.',
    ]);
  }, 240_000);
});
