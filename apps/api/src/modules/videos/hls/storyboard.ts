/**
 * The seek-bar storyboard as players read it: WebVTT cues whose text is an image URI with a media
 * fragment (`sprite.jpg#xywh=0,0,160,90`). Stored, the URI is relative to the VTT file; served, each one
 * is replaced by what `sign` gives for it, the fragment kept.
 */
export const STORYBOARD_FILE = 'storyboard.vtt';
export const VTT_CONTENT_TYPE = 'text/vtt; charset=utf-8';

export async function rewriteStoryboardVtt(
  vtt: string,
  sign: (uri: string) => Promise<string>,
): Promise<string> {
  const lines = vtt.split(/\r?\n/);
  let inCue = false;
  const rewritten = await Promise.all(
    lines.map(async (line) => {
      const text = line.trim();
      if (text === '') {
        inCue = false;
        return text;
      }
      if (text.includes('-->')) {
        inCue = true;
        return text;
      }
      // A cue's text: one image URI, no spaces.
      if (!inCue || /\s/.test(text)) return text;
      const hash = text.indexOf('#');
      const uri = hash === -1 ? text : text.slice(0, hash);
      const fragment = hash === -1 ? '' : text.slice(hash);
      return `${await sign(uri)}${fragment}`;
    }),
  );
  while (rewritten.length > 0 && rewritten[rewritten.length - 1] === '') rewritten.pop();
  return `${rewritten.join('\n')}\n`;
}
