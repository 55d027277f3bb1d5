/** Where the D2C plugin's REST API lives: under the origin that serves the admin and the API. */
export const D2C_API_PATH = '/d2c/api/';
/** The OpenAPI document that describes it (served without a key). */
export const D2C_OPENAPI_PATH = '/d2c/api/openapi.json';

export interface PluginSettings {
  /** What the plugin's "API base URL" setting takes. */
  apiBaseUrl: string;
  openApiUrl: string;
}

/** The settings the plugin needs besides the key, for the admin served at `origin`. */
export function pluginSettings(origin: string): PluginSettings {
  const base = origin.replace(/\/+$/, '');
  return { apiBaseUrl: `${base}${D2C_API_PATH}`, openApiUrl: `${base}${D2C_OPENAPI_PATH}` };
}
