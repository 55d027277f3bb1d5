import { NAVIGATION_MINI_WIDTH, NAVIGATION_WIDTH } from '@framehouse/domain';
import MenuIcon from '@mui/icons-material/Menu';
import MenuOpenIcon from '@mui/icons-material/MenuOpen';
import { Box, Drawer, IconButton, List, Typography } from '@mui/material';
import { usePermissions, useSidebarState } from 'react-admin';
import { useLocation } from 'react-router-dom';
import { config } from '../config';
import { useCurrentUser } from '../hooks/current-user';
import { productTitle } from '../product';
import { isEntryCurrent, navigationEntriesFor } from './navigation-items';
import { NavigationItem } from './NavigationItem';
import { UserMenu } from './UserMenu';

/** The left navigation (spec §2): 270 px, collapsible to a 130 px mini bar; entries by permission. */
export function Navigation() {
  const [open, setOpen] = useSidebarState();
  const { permissions } = usePermissions<string[]>();
  const { me } = useCurrentUser();
  const { pathname } = useLocation();
  const width = open ? NAVIGATION_WIDTH : NAVIGATION_MINI_WIDTH;

  return (
    <Drawer
      variant="permanent"
      component="nav"
      aria-label="Main navigation"
      sx={{
        width,
        flexShrink: 0,
        '& .MuiDrawer-paper': {
          width,
          boxSizing: 'border-box',
          overflowX: 'hidden',
          transition: 'width 200ms',
        },
      }}
    >
      <Box
        sx={{
          display: 'flex',
          alignItems: 'center',
          gap: 1,
          px: open ? 2 : 0,
          py: 1.5,
          justifyContent: open ? 'space-between' : 'center',
        }}
      >
        {open && (
          <Typography
            variant="subtitle1"
            color="primary"
            fontWeight={700}
            noWrap
            title={productTitle(permissions)}
          >
            {me?.organization?.name ?? productTitle(permissions)}
          </Typography>
        )}
        <IconButton
          onClick={() => setOpen(!open)}
          aria-label={open ? 'Collapse navigation' : 'Expand navigation'}
          aria-expanded={open}
        >
          {open ? <MenuOpenIcon /> : <MenuIcon />}
        </IconButton>
      </Box>
      <List sx={{ flexGrow: 1, overflowY: 'auto' }}>
        {navigationEntriesFor(permissions, config.helpUrl).map((entry) => (
          <NavigationItem
            key={entry.label}
            entry={entry}
            open={open}
            current={isEntryCurrent(entry, pathname)}
          />
        ))}
      </List>
      <UserMenu open={open} />
    </Drawer>
  );
}
