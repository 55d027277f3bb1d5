// Jest reads `testTimeout` only from the global configuration, never from a project's; the integration
// project sets its timeout here instead (booting an app and hashing passwords outlast the 5 s default).
jest.setTimeout(60_000);
