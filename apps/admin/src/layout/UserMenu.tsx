import { Avatar, Box, ButtonBase, Menu, MenuItem, Typography } from '@mui/material';
import { useState } from 'react';
import { useLogout } from 'react-admin';
import { useNavigate } from 'react-router-dom';
import { useCurrentUser } from '../hooks/current-user';

const VISUALLY_HIDDEN = {
  position: 'absolute',
  width: 1,
  height: 1,
  overflow: 'hidden',
  clip: 'rect(0 0 0 0)',
  whiteSpace: 'nowrap',
} as const;

/** The bottom of the navigation: who is logged in, in which organization, and the way out. */
export function UserMenu({ open }: { open: boolean }) {
  const { me } = useCurrentUser();
  const logout = useLogout();
  const navigate = useNavigate();
  const [anchor, setAnchor] = useState<HTMLElement | null>(null);

  const manageAccount = () => {
    setAnchor(null);
    navigate('/settings');
  };
  const signOut = () => {
    setAnchor(null);
    // An explicit sign-out starts the next session at the dashboard, not where this one ended.
    void logout({}, '/', false);
  };

  return (
    <>
      <ButtonBase
        onClick={(event) => setAnchor(event.currentTarget)}
        aria-haspopup="menu"
        sx={{
          display: 'flex',
          justifyContent: open ? 'flex-start' : 'center',
          gap: 1.5,
          width: '100%',
          p: 2,
          borderTop: 1,
          borderColor: 'divider',
          textAlign: 'left',
        }}
      >
        <Avatar src={me?.avatarUrl ?? undefined} alt={me?.name} sx={{ width: 40, height: 40 }} />
        {open && (
          <Box sx={{ minWidth: 0 }}>
            <Typography variant="body2" fontWeight={700} noWrap>
              {me?.name}
            </Typography>
            <Typography variant="caption" color="text.secondary" noWrap component="div">
              {me?.organization?.name}
            </Typography>
          </Box>
        )}
        {/* Named by what it shows, then what it is: a label replacing the visible name would hide it. */}
        <Box component="span" sx={VISUALLY_HIDDEN}>
          User menu
        </Box>
      </ButtonBase>
      <Menu
        anchorEl={anchor}
        open={anchor !== null}
        onClose={() => setAnchor(null)}
        anchorOrigin={{ vertical: 'top', horizontal: 'left' }}
        transformOrigin={{ vertical: 'bottom', horizontal: 'left' }}
      >
        <MenuItem onClick={manageAccount}>Manage account</MenuItem>
        <MenuItem onClick={signOut}>Sign out</MenuItem>
      </Menu>
    </>
  );
}
