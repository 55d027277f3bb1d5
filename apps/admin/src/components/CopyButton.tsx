import { COPY_TOOLTIP_MS } from '@framehouse/domain';
import ContentCopyIcon from '@mui/icons-material/ContentCopy';
import { IconButton, Link, Tooltip } from '@mui/material';
import { useEffect, useState, type ReactNode } from 'react';

type CopyState = 'idle' | 'copied' | 'failed';

const TOOLTIPS: Record<CopyState, string> = {
  idle: 'Copy',
  copied: 'Copied',
  failed: 'Copying failed: select the text and copy it',
};

/**
 * Copies `text` to the clipboard; the tooltip says "Copied" for 2 s (spec §9). With `children` the button
 * is that text itself (the microsite list's domain, overlays-distribution §2), else a copy icon.
 */
export function CopyButton({ text, label, children }: { text: string; label: string; children?: ReactNode }) {
  const [state, setState] = useState<CopyState>('idle');
  const [hovered, setHovered] = useState(false);

  useEffect(() => {
    if (state === 'idle') return undefined;
    const timer = setTimeout(() => setState('idle'), COPY_TOOLTIP_MS);
    return () => clearTimeout(timer);
  }, [state]);

  const copy = () => {
    navigator.clipboard.writeText(text).then(
      () => setState('copied'),
      () => setState('failed'),
    );
  };

  return (
    <Tooltip
      title={TOOLTIPS[state]}
      // The confirmation stays for its 2 s even when the pointer leaves the button.
      open={hovered || state !== 'idle'}
      onOpen={() => setHovered(true)}
      onClose={() => setHovered(false)}
      disableInteractive
    >
      {children ? (
        <Link component="button" type="button" aria-label={label} onClick={copy} underline="hover">
          {children}
        </Link>
      ) : (
        <IconButton aria-label={label} onClick={copy} size="small">
          <ContentCopyIcon fontSize="small" />
        </IconButton>
      )}
    </Tooltip>
  );
}
