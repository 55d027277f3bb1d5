import { CriticalityLevel, diff, type Change } from '@graphql-inspector/core';
import { buildSchema } from 'graphql';
import { spawnSync } from 'node:child_process';
import { copyFileSync, mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { breakingChangeProblems, changelogSection } from './breaking-changes.cjs';

const root = join(__dirname, '../..');
const released = readFileSync(join(root, 'libs/sdk/schema.graphql'), 'utf8');
// `storyboardUrl` is a field of VideoType alone: renaming it breaks exactly one path.
const renamed = released.replace(/^ {2}storyboardUrl: String$/m, '  storyboardVttUrl: String');
const added = released.replace(
  /^ {2}storyboardUrl: String$/m,
  '  storyboardUrl: String\n  chaptersUrl: String',
);
const changelog = (section: string) => `# Changelog\n\n${section}\n## 1.0.0\n\nThe first release.\n`;

async function breakingChanges(current: string): Promise<Change[]> {
  const changes = await diff(buildSchema(released), buildSchema(current));
  return changes.filter((change) => change.criticality.level === CriticalityLevel.Breaking);
}

describe('the SDK breaking-change rule', () => {
  it('lets the released schema and an added field through', async () => {
    expect(renamed).not.toBe(released);
    expect(await breakingChanges(released)).toEqual([]);
    expect(await breakingChanges(added)).toEqual([]);
  });

  it('wants the next major version and a CHANGELOG section naming the change', async () => {
    const breaking = await breakingChanges(renamed);
    expect(breaking.map((change) => change.path)).toEqual(['VideoType.storyboardUrl']);
    const problems = (version: string, section: string) =>
      breakingChangeProblems({
        breakingChanges: breaking,
        version,
        previous: '1.0.0',
        changelog: changelog(section),
      });

    expect(problems('1.1.0', '## 1.1.0\n\n- `VideoType.storyboardUrl` renamed.\n')).toEqual([
      expect.stringContaining('a breaking change needs the next major version (2.0.0)'),
    ]);
    expect(problems('2.0.0', '')).toEqual([expect.stringContaining('has no "## 2.0.0" section')]);
    expect(problems('2.0.0', '## 2.0.0\n\n- The storyboard renamed.\n')).toEqual([
      expect.stringContaining('VideoType.storyboardUrl'),
    ]);
    expect(problems('2.0.0', '## 2.0.0\n\n- `VideoType.storyboardUrl` is `storyboardVttUrl`.\n')).toEqual([]);
  });

  it('reads the section of a version up to the next one', () => {
    const text = changelog('## [2.0.0] - 2027-01-01\n\n- `A.b` gone.\n');
    expect(changelogSection(text, '2.0.0')).toBe('## [2.0.0] - 2027-01-01\n\n- `A.b` gone.\n');
    expect(changelogSection(text, '2.0')).toBeUndefined();
  });
});

describe('npm run sdk:check, on a breaking change', () => {
  it('runs graphql-inspector against the released schema and fails naming the change', () => {
    const dir = mkdtempSync(join(tmpdir(), 'framehouse-sdk-guard-'));
    try {
      mkdirSync(join(dir, 'releases'));
      copyFileSync(join(root, 'libs/sdk/schema.graphql'), join(dir, 'releases/1.0.0.graphql'));
      writeFileSync(join(dir, 'schema.graphql'), renamed);
      writeFileSync(join(dir, 'package.json'), JSON.stringify({ name: '@framehouse/sdk', version: '1.1.0' }));
      writeFileSync(join(dir, 'CHANGELOG.md'), changelog(''));
      const result = spawnSync(
        process.execPath,
        [join(root, 'tools/sdk-guard/check-breaking-changes.mjs'), dir],
        {
          encoding: 'utf8',
        },
      );
      expect(result.status).toBe(1);
      expect(result.stdout + result.stderr).toContain(
        'Field storyboardUrl was removed from object type VideoType',
      );
      expect(result.stderr).toContain('needs the next major version (2.0.0)');
    } finally {
      rmSync(dir, { recursive: true, force: true });
    }
  });
});
