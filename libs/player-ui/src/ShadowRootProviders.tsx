import createCache from '@emotion/cache';
import { CacheProvider } from '@emotion/react';
import { createTheme, ScopedCssBaseline, ThemeProvider } from '@mui/material';
import { useMemo, type ReactNode } from 'react';

interface ShadowRootProvidersProps {
  /** Where emotion inserts the player's styles: the shadow root, so none reach the host page. */
  styleContainer: ShadowRoot;
  /** Where menus, popovers and tooltips render: inside the shadow root, next to the player. */
  portalContainer: HTMLElement;
  children: ReactNode;
}

/**
 * What the player needs to live in a shadow root on someone else's page: an emotion cache writing into
 * that root (MUI would otherwise put its <style> tags in the host's <head>) and a theme whose portals
 * (Menu, Popover, Tooltip) open inside it, where those styles apply.
 */
export function ShadowRootProviders({ styleContainer, portalContainer, children }: ShadowRootProvidersProps) {
  const cache = useMemo(
    () => createCache({ key: 'fh-player', container: styleContainer, prepend: true }),
    [styleContainer],
  );
  const theme = useMemo(
    () =>
      createTheme({
        palette: { mode: 'dark' },
        components: {
          MuiPopover: { defaultProps: { container: portalContainer } },
          MuiPopper: { defaultProps: { container: portalContainer } },
          MuiModal: { defaultProps: { container: portalContainer } },
        },
      }),
    [portalContainer],
  );
  return (
    <CacheProvider value={cache}>
      <ThemeProvider theme={theme}>
        <ScopedCssBaseline sx={{ bgcolor: 'transparent' }}>{children}</ScopedCssBaseline>
      </ThemeProvider>
    </CacheProvider>
  );
}
