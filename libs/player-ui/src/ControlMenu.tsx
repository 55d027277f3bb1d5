import { Button, Menu } from '@mui/material';
import { useState, type ReactNode } from 'react';

/** A control bar button opening a menu above it (speed, quality, captions). */
export function ControlMenu({
  label,
  icon,
  text,
  children,
}: {
  label: string;
  icon: ReactNode;
  text: string;
  children: (close: () => void) => ReactNode;
}) {
  const [anchor, setAnchor] = useState<HTMLElement | null>(null);
  const close = () => setAnchor(null);
  return (
    <>
      <Button
        size="small"
        color="inherit"
        startIcon={icon}
        // The name says what the menu sets, then the value the button shows (as speech users say it).
        aria-label={`${label}: ${text}`}
        aria-haspopup="menu"
        onClick={(event) => setAnchor(event.currentTarget)}
        sx={{ textTransform: 'none', minWidth: 0, px: 1, flexShrink: 0, whiteSpace: 'nowrap' }}
      >
        {text}
      </Button>
      <Menu
        anchorEl={anchor}
        open={anchor !== null}
        onClose={close}
        anchorOrigin={{ vertical: 'top', horizontal: 'right' }}
        transformOrigin={{ vertical: 'bottom', horizontal: 'right' }}
        slotProps={{ list: { 'aria-label': label } }}
      >
        {children(close)}
      </Menu>
    </>
  );
}
