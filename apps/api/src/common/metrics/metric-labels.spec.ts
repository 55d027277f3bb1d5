import { parse } from 'graphql';
import { operationLabel, routeLabel, statusClass } from './metric-labels';

const request = (originalUrl: string, route?: string, baseUrl = '') => ({
  originalUrl,
  baseUrl,
  route: route === undefined ? undefined : { path: route },
});

describe('routeLabel', () => {
  it("names a routed request by Nest's pattern, never by its ids", () => {
    expect(routeLabel(request('/moments/3f2a/download?x=1', '/moments/:id/download'))).toBe(
      '/moments/:id/download',
    );
  });

  it('names a request served before routing by its group', () => {
    expect(routeLabel(request('/graphql/', '/graphql/{*path}'))).toBe('/graphql');
    expect(routeLabel(request('/p/video/abc'))).toBe('/p/*');
    expect(routeLabel(request('/media/hls/x/master.m3u8'))).toBe('/media/*');
    expect(routeLabel(request('/health'))).toBe('/health');
  });

  it('folds everything else (admin pages, static files, unknown paths) into one label', () => {
    expect(routeLabel(request('/videos/123/edit'))).toBe('other');
    expect(routeLabel(request('/assets/index-abc.js'))).toBe('other');
    expect(routeLabel(request('/healthy-looking'))).toBe('other');
    expect(routeLabel(request(`/${'x'.repeat(5000)}`))).toBe('other');
  });
});

describe('statusClass', () => {
  it.each([
    [200, '2xx'],
    [304, '3xx'],
    [404, '4xx'],
    [503, '5xx'],
  ])('%i is %s', (status, label) => expect(statusClass(status)).toBe(label));
});

describe('operationLabel', () => {
  it("names an operation by its kind and root field, whatever the client's name", () => {
    expect(operationLabel(parse('query Anything { videos { total } }'), 'Anything')).toBe('query videos');
    expect(operationLabel(parse('{ videos { total } }'), undefined)).toBe('query videos');
    expect(operationLabel(parse('mutation { updateVideo(id: 1) { errors { name } } }'), null)).toBe(
      'mutation updateVideo',
    );
    // A field asked twice under aliases, and __typename beside it, is still that field.
    expect(operationLabel(parse('{ a: videos { total } b: videos { total } __typename }'), null)).toBe(
      'query videos',
    );
  });

  it('picks the named operation of a document holding several', () => {
    const document = parse(
      'query A { videos { total } } mutation B { deleteVideo(id: 1) { errors { name } } }',
    );
    expect(operationLabel(document, 'B')).toBe('mutation deleteVideo');
  });

  it('folds several root fields into one label per kind', () => {
    expect(operationLabel(parse('{ videos { total } moments { total } }'), null)).toBe('query several');
    expect(operationLabel(parse('{ ...F } fragment F on Query { videos { total } }'), null)).toBe(
      'query several',
    );
  });

  it('folds an operation it cannot find into one label', () => {
    expect(operationLabel(parse('query A { videos { total } }'), 'Unknown')).toBe('invalid');
    expect(operationLabel(parse('query A { a: videos { total } } query B { videos { total } }'), null)).toBe(
      'invalid',
    );
  });
});
