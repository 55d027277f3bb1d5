import { RuleTester } from 'eslint';
import tseslint from 'typescript-eslint';
import framehouse from './module-ownership.js';

const tester = new RuleTester({ languageOptions: { parser: tseslint.parser } });
const modules = '/repo/apps/api/src/modules';
const inPublic = `${modules}/public/public-player.service.ts`;
const error = (owner: string, path: string) => ({
  message:
    `'${path}' is the ${owner} module's table: ask through a service the ${owner} module exports ` +
    '(a TypeORM relation imports the entity with `import type` and names it by a string).',
});

tester.run('module-ownership', framehouse.rules['module-ownership'], {
  valid: [
    {
      name: 'its own entity',
      filename: `${modules}/videos/videos.service.ts`,
      code: "import { Video } from './video.entity';",
    },
    {
      name: 'its own entity from a subfolder',
      filename: `${modules}/videos/jobs/video-processing.monitor.ts`,
      code: "import { Video } from '../video.entity';",
    },
    {
      name: 'a type-only import (a relation names its target by a string)',
      filename: `${modules}/accounts/user.entity.ts`,
      code: "import type { Organization } from '../organizations/organization.entity';",
    },
    {
      name: 'only type names',
      filename: inPublic,
      code: "import { type Video } from '../videos/video.entity';",
    },
    {
      name: "another module's service",
      filename: inPublic,
      code: "import { VideosService } from '../videos/videos.service';",
    },
    { name: 'a package', filename: inPublic, code: "import { Entity } from 'typeorm';" },
    {
      name: 'outside the modules folder, what is not a module',
      filename: '/repo/apps/api/src/cli/admin-cli.ts',
      code: "import { loadConfig } from '../config/app-config';",
    },
    {
      name: 'the modules folder named in the options',
      filename: '/repo/other/src/modules/a/a.service.ts',
      code: "import { B } from '../b/b.entity';",
      options: [{ modulesDir: 'apps/api/src/modules' }],
    },
  ],
  invalid: [
    {
      name: "another module's entity as a value",
      filename: inPublic,
      code: "import { Video } from '../videos/video.entity';",
      errors: [error('videos', '../videos/video.entity')],
    },
    {
      name: "from a module's subfolder into another's subfolder",
      filename: `${modules}/moments/suggestions/moment-suggestions.service.ts`,
      code: "import { Transcription } from '../../transcripts/transcription.entity';",
      errors: [error('transcripts', '../../transcripts/transcription.entity')],
    },
    {
      name: 'a value besides a type',
      filename: inPublic,
      code: "import { type Video, VIDEO_INDEX } from '../videos/video.entity';",
      errors: [error('videos', '../videos/video.entity')],
    },
    {
      name: 'an enum of an entity file is a value too',
      filename: `${modules}/auth/auth.service.ts`,
      code: "import { UserTokenPurpose } from '../accounts/user-token.entity';",
      errors: [error('accounts', '../accounts/user-token.entity')],
    },
    {
      name: 'a repository',
      filename: inPublic,
      code: "import { VideoRepository } from '../videos/video.repository';",
      errors: [error('videos', '../videos/video.repository')],
    },
    {
      name: 'a re-export',
      filename: inPublic,
      code: "export { Video } from '../videos/video.entity';",
      errors: [error('videos', '../videos/video.entity')],
    },
    {
      name: 'a side-effect import',
      filename: inPublic,
      code: "import '../videos/video.entity';",
      errors: [error('videos', '../videos/video.entity')],
    },
    {
      name: 'a dynamic import',
      filename: inPublic,
      code: "export const load = () => import('../videos/video.entity');",
      errors: [error('videos', '../videos/video.entity')],
    },
    {
      name: 'code outside every module',
      filename: '/repo/apps/api/src/cli/admin-cli.ts',
      code: "import { User } from '../modules/accounts/user.entity';",
      errors: [error('accounts', '../modules/accounts/user.entity')],
    },
    {
      name: 'another modules folder, from the options',
      filename: '/repo/apps/other/src/areas/a/a.service.ts',
      code: "import { B } from '../b/b.entity';",
      options: [{ modulesDir: 'apps/other/src/areas' }],
      errors: [error('b', '../b/b.entity')],
    },
  ],
});
