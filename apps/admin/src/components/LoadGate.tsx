import { ContextMessages, ErrorCode } from '@framehouse/domain';
import { Alert } from '@mui/material';
import type { ReactNode } from 'react';
import { Loading } from 'react-admin';
import { Navigate } from 'react-router-dom';
import { errorCodeOf } from '../errors';

/**
 * What a page shows until what it loaded is there: a spinner first; NOT_FOUND (or nothing found) goes
 * to /404, another failure shows "ERROR"; then `children` with the data.
 */
export function LoadGate<T>({
  loading,
  error,
  data,
  children,
}: {
  loading: boolean;
  error: unknown;
  data: T | null | undefined;
  children: (data: T) => ReactNode;
}) {
  if (loading) return <Loading />;
  if (errorCodeOf(error) === ErrorCode.NOT_FOUND || (!error && !data)) return <Navigate to="/404" replace />;
  if (error || !data) {
    return (
      <Alert severity="error" role="alert">
        {ContextMessages.loadError}
      </Alert>
    );
  }
  return <>{children(data)}</>;
}
