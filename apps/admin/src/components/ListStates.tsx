import { ContextMessages } from '@framehouse/domain';
import { Alert } from '@mui/material';
import type { ReactNode } from 'react';
import { useListContext } from 'react-admin';
import { EmptyMessage } from './EmptyState';

/** Inside a list: its load failure, or `empty` once it loaded nothing, or else the list itself. */
export function ListStates({
  empty,
  icon,
  children,
}: {
  empty: string;
  icon?: ReactNode;
  children: ReactNode;
}) {
  const { error, isPending, total } = useListContext();
  if (error) {
    return (
      <Alert severity="error" role="alert">
        {ContextMessages.loadErrorHere}
      </Alert>
    );
  }
  if (!isPending && total === 0) return <EmptyMessage message={empty} icon={icon} />;
  return <>{children}</>;
}
