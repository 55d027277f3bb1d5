import { Permission } from '@framehouse/domain';
import ExtensionIcon from '@mui/icons-material/Extension';
import { Button } from '@mui/material';
import { useState } from 'react';
import { Loading, usePermissions } from 'react-admin';
import { AccessFallback } from '../components/AccessFallback';
import { TabbedPage, type PageTab } from '../components/TabbedPage';
import { useHasPermissions } from '../hooks/current-user';
import { ApiKeyCreateDialog } from './ApiKeyCreateDialog';
import { ApiKeyList } from './ApiKeyList';
import { InstallD2CDialog } from './InstallD2CDialog';
import { ServiceUsageTab } from './ServiceUsageTab';

/**
 * /d2c (spec §2): Service Usage and API Keys Management, the latter the default at /d2c too, and the
 * "Install D2C" dialog. The create dialog belongs to the page, since the install dialog offers it too.
 */
export function D2CPage() {
  const { isPending } = usePermissions();
  const canView = useHasPermissions(Permission.VIEW_D2C_DASHBOARD);
  const canViewKeys = useHasPermissions(Permission.VIEW_API_KEYS);
  const [installing, setInstalling] = useState(false);
  const [creating, setCreating] = useState(false);

  if (isPending) return <Loading />;
  if (!canView) return <AccessFallback />;

  const startCreating = () => {
    setInstalling(false);
    setCreating(true);
  };
  const tabs: PageTab[] = [
    { label: 'Service Usage', path: 'service-usage', element: <ServiceUsageTab /> },
    ...(canViewKeys
      ? [
          {
            label: 'API Keys Management',
            path: 'api-keys',
            matchesRoot: true,
            element: <ApiKeyList onCreate={startCreating} />,
          },
        ]
      : []),
  ];
  return (
    <>
      <TabbedPage
        title="D2C"
        basePath="/d2c"
        tabs={tabs}
        actions={
          canViewKeys && (
            <Button variant="contained" startIcon={<ExtensionIcon />} onClick={() => setInstalling(true)}>
              Install D2C
            </Button>
          )
        }
      />
      <InstallD2CDialog open={installing} onClose={() => setInstalling(false)} onCreate={startCreating} />
      <ApiKeyCreateDialog open={creating} onClose={() => setCreating(false)} />
    </>
  );
}
