import { createFramehouseClient } from '@framehouse/sdk';
import { getToken } from './auth/token-storage';
import { config } from './config';

/**
 * The one API client of the admin. Only the areas' data modules (`<area>/<area>-data.ts`) call it
 * (eslint.config.mjs holds them to it); react-admin's lists and forms go through the data provider.
 */
export const sdk = createFramehouseClient({ url: config.graphqlUrl, getToken });
