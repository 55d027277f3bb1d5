import { ContextMessages, Permission } from '@framehouse/domain';
import { Button } from '@mui/material';
import { useState } from 'react';
import { useRecordContext, useUpdate } from 'react-admin';
import { ConfirmDialog } from '../components/ConfirmDialog';
import { useHasPermissions } from '../hooks/current-user';
import { useNotifyError } from '../hooks/notify-error';
import { D2C_API_KEYS, type ApiKeyRow } from './d2c-records';

function RevokeApiKeyDialog({ apiKey, onClose }: { apiKey: ApiKeyRow; onClose: () => void }) {
  const [update, { isPending }] = useUpdate();
  const notifyError = useNotifyError();

  const revoke = () =>
    update(
      D2C_API_KEYS,
      { id: apiKey.id, data: { revoked: true }, previousData: apiKey },
      { mutationMode: 'pessimistic', onSuccess: onClose, onError: notifyError },
    );

  return (
    <ConfirmDialog
      title={ContextMessages.revokeApiKeyConfirmation}
      confirmLabel="Revoke"
      pending={isPending}
      onConfirm={revoke}
      onClose={onClose}
    >
      The plugins using “{apiKey.name}” can no longer send transcriptions with it. A revoked key cannot be
      restored.
    </ConfirmDialog>
  );
}

/** Revokes an active key after the spec's confirmation; needs REVOKE_D2C_API_KEY. */
export function ApiKeyRevokeButton() {
  const apiKey = useRecordContext<ApiKeyRow>();
  const canRevoke = useHasPermissions(Permission.REVOKE_D2C_API_KEY);
  const [confirming, setConfirming] = useState(false);
  if (!apiKey || apiKey.revoked || !canRevoke) return null;
  return (
    <>
      <Button
        size="small"
        color="error"
        aria-label={`Revoke ${apiKey.name}`}
        onClick={() => setConfirming(true)}
      >
        Revoke
      </Button>
      {confirming && <RevokeApiKeyDialog apiKey={apiKey} onClose={() => setConfirming(false)} />}
    </>
  );
}
