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
  return (
    <LoadStates failed={Boolean(error)} isEmpty={!isPending && total === 0} empty={empty} icon={icon}>
      {children}
    </LoadStates>
  );
}

/**
 * The same states for what a screen loads itself, outside a react-admin list: "ERROR HERE" when it
 * failed, `empty` when it loaded nothing (`dense` in a small panel), or else `children`.
 */
export function LoadStates({
  failed,
  isEmpty,
  empty,
  icon,
  dense,
  children,
}: {
  failed: boolean;
  isEmpty: boolean;
  empty: string;
  icon?: ReactNode;
  dense?: boolean;
  children: ReactNode;
}) {
  if (failed) {
    return (
      <Alert severity="error" role="alert">
        {ContextMessages.loadErrorHere}
      </Alert>
    );
  }
  if (isEmpty) return <EmptyMessage message={empty} icon={icon} dense={dense} />;
  return <>{children}</>;
}
