import { pluginSettings } from './plugin-setup';

describe('pluginSettings', () => {
  it('puts the REST API and its OpenAPI document under the origin', () => {
    expect(pluginSettings('https://videos.example.com')).toEqual({
      apiBaseUrl: 'https://videos.example.com/d2c/api/',
      openApiUrl: 'https://videos.example.com/d2c/api/openapi.json',
    });
  });

  it('does not double a trailing slash', () => {
    expect(pluginSettings('http://127.0.0.1:3000/').apiBaseUrl).toBe('http://127.0.0.1:3000/d2c/api/');
  });
});
