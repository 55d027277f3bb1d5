import { Permission } from '@framehouse/domain';
import AddIcon from '@mui/icons-material/Add';
import ArrowDropDownIcon from '@mui/icons-material/ArrowDropDown';
import { Button, Menu, MenuItem } from '@mui/material';
import { useState, type ReactNode } from 'react';
import { Loading, usePermissions } from 'react-admin';
import { Link, useLocation } from 'react-router-dom';
import { AccessFallback } from '../components/AccessFallback';
import { TabbedPage, type PageTab } from '../components/TabbedPage';
import { useHasPermissions } from '../hooks/current-user';
import { CtasTab } from './CtasTab';
import { EndCardsTab } from './EndCardsTab';
import {
  CTAS_BACK,
  CTAS_LIST_PATH,
  END_CARDS_BACK,
  NEW_BUTTON_CTA_PATH,
  NEW_CUSTOM_CODE_END_CARD_PATH,
  NEW_IMAGE_CTA_PATH,
  NEW_VISUAL_END_CARD_PATH,
  OVERLAYS_PATH,
} from './overlays-routes';

const TABS: PageTab[] = [
  { label: 'End cards', path: 'end-cards', matchesRoot: true, element: <EndCardsTab /> },
  { label: 'CTAs', path: 'ctas', element: <CtasTab /> },
];

const CREATE_END_CARD = [
  { label: 'Visual Builder', to: NEW_VISUAL_END_CARD_PATH, state: END_CARDS_BACK },
  { label: 'Custom code', to: NEW_CUSTOM_CODE_END_CARD_PATH, state: END_CARDS_BACK },
];
const CREATE_CTA = [
  { label: 'Button', to: NEW_BUTTON_CTA_PATH, state: CTAS_BACK },
  { label: 'Image', to: NEW_IMAGE_CTA_PATH, state: CTAS_BACK },
];

/**
 * "Create New" (§2): on the End cards tab Visual Builder and Custom code, on the CTAs tab a Button or an
 * Image CTA, each with the way back to its list.
 */
function CreateNewMenu({ ctas, canCreate }: { ctas: boolean; canCreate: boolean }) {
  const [anchor, setAnchor] = useState<HTMLElement | null>(null);
  if (!canCreate) return null;
  const close = () => setAnchor(null);
  return (
    <>
      <Button
        variant="contained"
        startIcon={<AddIcon />}
        endIcon={<ArrowDropDownIcon />}
        aria-haspopup="menu"
        aria-expanded={Boolean(anchor)}
        onClick={(event) => setAnchor(event.currentTarget)}
      >
        Create New
      </Button>
      <Menu anchorEl={anchor} open={Boolean(anchor)} onClose={close}>
        {(ctas ? CREATE_CTA : CREATE_END_CARD).map(({ label, to, state }) => (
          <MenuItem key={to} component={Link} to={to} state={state} onClick={close}>
            {label}
          </MenuItem>
        ))}
      </Menu>
    </>
  );
}

/**
 * /overlays (overlays-distribution §2): title Overlays, the End cards tab (also the root) and the CTAs
 * tab, and Create New. The whole area needs VIEW_END_CARD (§6).
 */
export function OverlaysPage() {
  const { isPending } = usePermissions();
  const canView = useHasPermissions(Permission.VIEW_END_CARD);
  const canCreateEndCard = useHasPermissions(Permission.CREATE_END_CARD);
  const canCreateCta = useHasPermissions(Permission.CREATE_CTA);
  const ctas = useLocation().pathname.startsWith(CTAS_LIST_PATH);
  if (isPending) return <Loading />;
  if (!canView) return <AccessFallback />;
  return (
    <TabbedPage
      title="Overlays"
      basePath={OVERLAYS_PATH}
      tabs={TABS}
      actions={<CreateNewMenu ctas={ctas} canCreate={ctas ? canCreateCta : canCreateEndCard} />}
    />
  );
}

/** The editors' gate: VIEW_END_CARD for the area, and the permission of what the screen does. */
export function OverlaysGate({ children }: { children: ReactNode }) {
  const { isPending } = usePermissions();
  const canView = useHasPermissions(Permission.VIEW_END_CARD);
  if (isPending) return <Loading />;
  return canView ? <>{children}</> : <AccessFallback />;
}
