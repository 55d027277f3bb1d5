import type { PlayerOverlays } from '@framehouse/domain';
import { useEffect } from 'react';
import { loadOverlayFonts, overlayFontFaces } from './overlay-fonts';

/** Loads the faces the overlays draw with from the Framehouse server, once they are known. */
export function useOverlayFonts(overlays: PlayerOverlays | null | undefined, publicBaseUrl: string): void {
  useEffect(() => {
    if (typeof FontFace === 'undefined' || !document.fonts) return;
    const faces = overlayFontFaces(overlays);
    if (faces.length > 0) void loadOverlayFonts({ fonts: document.fonts, FontFace }, faces, publicBaseUrl);
  }, [overlays, publicBaseUrl]);
}
