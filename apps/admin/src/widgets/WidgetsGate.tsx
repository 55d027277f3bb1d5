import type { Permission } from '@framehouse/domain';
import type { ReactNode } from 'react';
import { Loading, usePermissions } from 'react-admin';
import { AccessFallback } from '../components/AccessFallback';
import { useHasPermissions } from '../hooks/current-user';

/**
 * A widget screen's gate (§6): VIEW_CAROUSEL for the widget list and a carousel, VIEW_WIDGET_PRESET for
 * the presets (the no-access view without it).
 */
export function WidgetsGate({ permission, children }: { permission: Permission; children: ReactNode }) {
  const { isPending } = usePermissions();
  const canView = useHasPermissions(permission);
  if (isPending) return <Loading />;
  return canView ? <>{children}</> : <AccessFallback />;
}
