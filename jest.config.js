// Unit tests sit beside the code (*.spec.ts); integration tests go through the real app under apps/api/test.
const swc = [
  '@swc/jest',
  {
    jsc: {
      parser: { syntax: 'typescript', decorators: true, tsx: true },
      transform: { legacyDecorator: true, decoratorMetadata: true, react: { runtime: 'automatic' } },
      target: 'es2022',
      keepClassNames: true,
    },
    module: { type: 'commonjs' },
  },
];
const moduleNameMapper = {
  '^@framehouse/domain$': '<rootDir>/libs/domain/src/index.ts',
  '^@framehouse/sdk$': '<rootDir>/libs/sdk/src/index.ts',
  '^@framehouse/storage$': '<rootDir>/libs/storage/src/index.ts',
  '^@framehouse/config$': '<rootDir>/libs/config/src/index.ts',
  '^@framehouse/player-ui$': '<rootDir>/libs/player-ui/src/index.ts',
};
const common = {
  rootDir: __dirname,
  transform: { '^.+\\.(t|j)sx?$': swc },
  // marked ships ES modules only: Node (>= 20.19) requires them as they are, jest needs them compiled.
  transformIgnorePatterns: ['/node_modules/(?!marked/)'],
  moduleNameMapper,
  testEnvironment: 'node',
};

module.exports = {
  // Each integration file builds the whole app in a fresh module registry, and a little of each stays
  // reachable (~70 MB a file after GC), so one process running them all ran out of heap near the end. A
  // memory limit makes jest run the files in a worker and start a new one once it has grown past it.
  workerIdleMemoryLimit: '1GB',
  projects: [
    {
      ...common,
      displayName: 'unit',
      testMatch: [
        '<rootDir>/{apps,libs}/*/src/**/*.spec.ts',
        '<rootDir>/tools/eslint/**/*.spec.ts',
        '<rootDir>/tools/fakes/**/*.spec.ts',
        '<rootDir>/tools/sdk-guard/**/*.spec.ts',
      ],
    },
    {
      ...common,
      displayName: 'integration',
      testMatch: [
        '<rootDir>/apps/api/test/**/*.integration-spec.ts',
        '<rootDir>/apps/transcoder/test/**/*.integration-spec.ts',
      ],
      globalSetup: '<rootDir>/apps/api/test/support/global-setup.ts',
      globalTeardown: '<rootDir>/apps/api/test/support/global-teardown.ts',
      setupFilesAfterEnv: ['<rootDir>/apps/api/test/support/timeout.ts'],
    },
    {
      // Killed and restarted processes (issue 19 item 2): slower, run by `npm run test:faults`.
      ...common,
      displayName: 'faults',
      testMatch: [
        '<rootDir>/apps/api/test/**/*.faults-spec.ts',
        '<rootDir>/apps/transcoder/test/**/*.faults-spec.ts',
      ],
      globalSetup: '<rootDir>/apps/api/test/support/global-setup.ts',
      globalTeardown: '<rootDir>/apps/api/test/support/global-teardown.ts',
      setupFilesAfterEnv: ['<rootDir>/apps/api/test/support/timeout.ts'],
    },
  ],
};
