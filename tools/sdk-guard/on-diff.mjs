// graphql-inspector's completion handler for check-breaking-changes.mjs: reads the SDK's version and
// CHANGELOG and fails (exit 1) when the breaking changes break the rule of breaking-changes.cjs.
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { breakingChangeProblems } from './breaking-changes.cjs';

export default function onDiff({ breakingChanges }) {
  const sdk = process.env.SDK_GUARD_DIR;
  const previous = process.env.SDK_GUARD_PREVIOUS;
  const { version } = JSON.parse(readFileSync(join(sdk, 'package.json'), 'utf8'));
  const changelog = readFileSync(join(sdk, 'CHANGELOG.md'), 'utf8');
  const problems = breakingChangeProblems({ breakingChanges, version, previous, changelog });
  if (problems.length) {
    console.error(`\n${problems.join('\n')}`);
    process.exit(1);
  }
  console.log(
    breakingChanges.length
      ? `${breakingChanges.length} breaking change(s) since ${previous}, released as ${version} and named in CHANGELOG.md.`
      : `No breaking change since the ${previous} release (the SDK is ${version}).`,
  );
}
