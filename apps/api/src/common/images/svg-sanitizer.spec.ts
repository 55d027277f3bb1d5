import { isInternalReference, isSelfContainedCss, looksLikeSvg, sanitizeSvg } from './svg-sanitizer';

const svg = (body: string, attributes = '') =>
  `<svg xmlns="http://www.w3.org/2000/svg" xmlns:xlink="http://www.w3.org/1999/xlink" viewBox="0 0 10 10"${attributes}>${body}</svg>`;

/** What must never survive in a sanitized picture. */
const FORBIDDEN = [
  /<script/i,
  /\son[a-z]+\s*=/i,
  /foreignObject/i,
  /javascript:/i,
  /https?:\/\//i,
  /@import/i,
  /<iframe/i,
  /<animate/i,
  /<set/i,
  /evil/i,
];

function expectSafe(output: string | null): string {
  expect(output).not.toBeNull();
  // Namespace declarations are names, not references.
  const references = (output ?? '').replace(/\sxmlns(:\w+)?="[^"]*"/g, '');
  for (const pattern of FORBIDDEN) expect(references).not.toMatch(pattern);
  return output ?? '';
}

describe('sanitizeSvg', () => {
  it('keeps a plain picture, re-serialized as XML with its SVG namespace', () => {
    const output = sanitizeSvg(svg('<rect width="10" height="5" fill="#c00"/><circle cx="5" cy="5" r="2"/>'));
    expect(output).toContain('xmlns="http://www.w3.org/2000/svg"');
    expect(output).toContain('<rect width="10" height="5" fill="#c00"');
    expect(output).toContain('<circle cx="5" cy="5" r="2"');
  });

  it('keeps gradients, filters, <use> and url() of its own fragments', () => {
    const output = sanitizeSvg(
      svg(
        '<defs><linearGradient id="g"><stop offset="0" stop-color="#fff"/></linearGradient>' +
          '<filter id="f"><feGaussianBlur stdDeviation="1"/></filter><path id="p" d="M0 0h5"/></defs>' +
          '<rect fill="url(#g)" filter="url(#f)" width="10" height="10"/><use href="#p"/><use xlink:href="#p"/>',
      ),
    );
    expect(output).toContain('fill="url(#g)"');
    expect(output).toContain('filter="url(#f)"');
    expect(output).toMatch(/<use href="#p"/);
    expect(output).toMatch(/xlink:href="#p"/);
    expect(output).toContain('<feGaussianBlur');
  });

  it('keeps an embedded raster picture and inline styles without outside references', () => {
    const png = 'data:image/png;base64,iVBORw0KGgo=';
    const output = sanitizeSvg(
      svg(
        `<style>rect { fill: red; }</style><image href="${png}" width="5" height="5" style="opacity: 0.5"/>`,
      ),
    );
    expect(output).toContain(`href="${png}"`);
    expect(output).toContain('rect { fill: red; }');
    expect(output).toContain('style="opacity: 0.5"');
  });

  it.each([
    ['a script element', '<script>alert(1)</script>'],
    ['a script with a CDATA body', '<script><![CDATA[alert(1)]]></script>'],
    ['an xlink script', '<script xlink:href="https://evil.example/x.js"/>'],
    ['an event handler', '<rect width="1" height="1" onclick="alert(1)" onload="alert(2)"/>'],
    ['an upper-case event handler', '<rect width="1" height="1" ONMOUSEOVER="alert(1)"/>'],
    [
      'foreignObject with HTML',
      '<foreignObject><iframe xmlns="http://www.w3.org/1999/xhtml" src="https://evil.example"/></foreignObject>',
    ],
    ['a javascript: link', '<a href="javascript:alert(1)"><rect width="1" height="1"/></a>'],
    ['an outside link', '<a xlink:href="https://evil.example/"><text>x</text></a>'],
    ['an outside image', '<image href="https://evil.example/x.png" width="1" height="1"/>'],
    ['an outside xlink image', '<image xlink:href="http://evil.example/x.png" width="1" height="1"/>'],
    ['a protocol-relative image', '<image href="//evil.example/x.png" width="1" height="1"/>'],
    [
      'an embedded SVG (it could carry its own references)',
      '<image href="data:image/svg+xml;base64,PHN2Zz48L3N2Zz4=" width="1"/>',
    ],
    ['an outside <use>', '<use href="https://evil.example/sprite.svg#icon"/>'],
    ['feImage of outside', '<filter id="f"><feImage href="https://evil.example/x.png"/></filter>'],
    ['a fill of outside', '<rect width="1" height="1" fill="url(https://evil.example/p.svg#g)"/>'],
    ['a quoted url() of outside', `<rect width="1" height="1" style="fill: url('http://evil.example/x')"/>`],
    ['a style import', '<style>@import url(https://evil.example/x.css); rect { fill: red }</style>'],
    ['a style import by string', '<style>@import "https://evil.example/x.css";</style>'],
    ['a style background of outside', '<style>rect { background: url(https://evil.example/x.png) }</style>'],
    ['a CSS escape spelling url', '<style>rect { background: \\75 rl(https://evil.example/x.png) }</style>'],
    [
      'image-set with a string',
      `<style>rect { background-image: image-set("https://evil.example/x.png" 1x) }</style>`,
    ],
    [
      'an animation that rewrites a link',
      '<a href="#x"><animate attributeName="href" to="javascript:alert(1)"/><text>x</text></a>',
    ],
    ['set to a javascript: link', '<set attributeName="href" to="javascript:alert(1)"/>'],
    ['an iframe', '<iframe src="https://evil.example"></iframe>'],
    ['xml:base pointing outside', '<g xml:base="https://evil.example/"><use href="#a"/></g>'],
  ])('drops %s', (_name, body) => {
    expectSafe(sanitizeSvg(svg(body)));
  });

  it('drops an event handler on the root element', () => {
    expectSafe(sanitizeSvg(svg('<rect width="1" height="1"/>', ' onload="alert(1)"')));
  });

  it('refuses a DOCTYPE (no entity is ever expanded)', () => {
    const bomb =
      '<?xml version="1.0"?><!DOCTYPE svg [<!ENTITY a "aaaaaaaaaa"><!ENTITY b "&a;&a;&a;&a;&a;">]>' +
      svg('<text>&b;</text>');
    expect(sanitizeSvg(bomb)).toBeNull();
  });

  it('refuses text that is not a single SVG picture', () => {
    expect(sanitizeSvg('<html><body><script>alert(1)</script></body></html>')).toBeNull();
    expect(sanitizeSvg('just text')).toBeNull();
    expect(sanitizeSvg(svg('') + svg(''))).toBeNull();
    expect(sanitizeSvg('<math><mi>x</mi></math>')).toBeNull();
  });

  it('keeps the XML declaration out and the picture well formed', () => {
    const output = sanitizeSvg(
      `<?xml version="1.0" encoding="UTF-8"?>\n${svg('<text>a &amp; b &lt; c</text>')}`,
    );
    expect(output?.startsWith('<svg')).toBe(true);
    expect(output).toContain('a &amp; b &lt; c');
  });
});

describe('references and CSS', () => {
  it('keeps fragments and raster data only', () => {
    expect(isInternalReference('#icon')).toBe(true);
    expect(isInternalReference('data:image/png;base64,AAAA')).toBe(true);
    expect(isInternalReference('data:image/svg+xml,<svg/>')).toBe(false);
    expect(isInternalReference('icon.svg#a')).toBe(false);
    expect(isInternalReference('https://example.com/a.png')).toBe(false);
  });

  it('refuses CSS that could reach outside', () => {
    expect(isSelfContainedCss('fill: url(#g); stroke: url("#h")')).toBe(true);
    expect(isSelfContainedCss('fill: url(a.svg#g)')).toBe(false);
    expect(isSelfContainedCss('@import "x.css"')).toBe(false);
    expect(isSelfContainedCss('fill: u\\72l(x)')).toBe(false);
    expect(isSelfContainedCss('background: url(\n"https://evil.example")')).toBe(false);
  });

  it('tells SVG text from raster headers', () => {
    expect(looksLikeSvg(Buffer.from('\uFEFF  <svg/>'))).toBe(true);
    expect(looksLikeSvg(Buffer.from([0x89, 0x50, 0x4e, 0x47]))).toBe(false);
    expect(looksLikeSvg(Buffer.from('RIFF....WEBP'))).toBe(false);
  });
});
