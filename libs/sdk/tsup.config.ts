import { join } from 'node:path';
import { defineConfig } from 'tsup';

// The published package (npm pack): ESM and CommonJS with their types, an entry for browsers and one
// for Node. @framehouse/domain is a workspace library, not published: what the SDK uses of it (error
// codes, the upload's messages, the in-progress statuses) is bundled in, from its source so that only
// that is (docs/decisions.md, "The SDK as a package").
export default defineConfig({
  entry: { index: 'src/index.ts', node: 'src/node.ts' },
  format: ['esm', 'cjs'],
  outDir: 'dist',
  // dist/tsc is the workspace's type-check build (tsconfig.lib.json): left alone.
  clean: ['*.js', '*.mjs', '*.d.ts', '*.d.mts', '*.map'],
  target: 'es2022',
  platform: 'node',
  tsconfig: 'tsconfig.package.json',
  noExternal: ['@framehouse/domain'],
  esbuildOptions(options) {
    options.alias = { '@framehouse/domain': join(__dirname, '../domain/src/index.ts') };
  },
  dts: { resolve: ['@framehouse/domain'] },
  sourcemap: true,
  splitting: true,
  treeshake: true,
});
