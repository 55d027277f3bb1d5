import { createFramehouseClient } from '@framehouse/sdk';
import { config } from './config';
import { getToken } from './providers/token-storage';

export { enumMember, memberToggleAction } from './enum-member';

/** The one API client of the admin: every screen calls the API through it (or the data provider). */
export const sdk = createFramehouseClient({ url: config.graphqlUrl, getToken });
