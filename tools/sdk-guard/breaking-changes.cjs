// The rule of the SDK's breaking-change guard, apart from the files it reads (on-diff.mjs) so that it is
// tested on its own: a breaking change of the schema needs a major version above the previous release's,
// and a CHANGELOG section for that version naming each change by its path (e.g. `VideoType.title`).

/** The text of the CHANGELOG section headed `## <version>` (up to the next `## `), if there is one. */
function changelogSection(changelog, version) {
  const lines = changelog.split('\n');
  const heading = new RegExp(`^## \\[?${version.replace(/\./g, '\\.')}(\\]|\\s|$)`);
  const start = lines.findIndex((line) => heading.test(line));
  if (start < 0) return undefined;
  const end = lines.findIndex((line, index) => index > start && line.startsWith('## '));
  return lines.slice(start, end < 0 ? undefined : end).join('\n');
}

const major = (version) => Number(version.split('.')[0]);

/**
 * What is wrong with releasing `breakingChanges` (graphql-inspector's changes: `path`, `message`) as
 * `version` after `previous`: an empty list when nothing is.
 */
function breakingChangeProblems({ breakingChanges, version, previous, changelog }) {
  if (!breakingChanges.length) return [];
  const problems = [];
  if (major(version) <= major(previous)) {
    problems.push(
      `The SDK is ${version}, the previous release ${previous}: a breaking change needs the next major version (${major(previous) + 1}.0.0) in libs/sdk/package.json.`,
    );
  }
  const section = changelogSection(changelog, version);
  if (!section) {
    problems.push(`libs/sdk/CHANGELOG.md has no "## ${version}" section saying what breaks.`);
    return problems;
  }
  const unnamed = breakingChanges.filter((change) => !change.path || !section.includes(change.path));
  if (unnamed.length) {
    problems.push(
      `The "## ${version}" section of libs/sdk/CHANGELOG.md does not name these breaking changes:\n${unnamed
        .map((change) => `  ${change.path ?? '(no path)'}: ${change.message}`)
        .join('\n')}`,
    );
  }
  return problems;
}

module.exports = { breakingChangeProblems, changelogSection };
