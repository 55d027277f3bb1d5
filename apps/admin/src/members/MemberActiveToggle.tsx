import { ContextMessages, OrganizationRole, Permission } from '@framehouse/domain';
import { Switch, Tooltip } from '@mui/material';
import { useNotify, useRecordContext, useUpdate } from 'react-admin';
import { useCurrentUser, useHasPermissions } from '../hooks/current-user';
import { useNotifyError } from '../hooks/notify-error';
import type { Member } from './member-roles';

/** Why a member's account cannot be switched, or undefined when it can (spec §4). */
function toggleBlocker(member: Member, myEmail: string | undefined, ownerId: string | null | undefined) {
  if (member.email === myEmail) return 'You cannot deactivate your own account';
  if (member.role === OrganizationRole.ORG_OWNER || member.id === ownerId)
    return 'The owner account cannot be deactivated';
  if (!member.isVerified) return ContextMessages.accountNotVerifiedForActivation;
  return undefined;
}

export function MemberActiveToggle() {
  const member = useRecordContext<Member>();
  const { me } = useCurrentUser();
  const canToggle = useHasPermissions(Permission.TOGGLE_ORGANIZATION_MEMBERS);
  const [update, { isPending }] = useUpdate();
  const notify = useNotify();
  const notifyError = useNotifyError();
  if (!member) return null;

  const blocker = toggleBlocker(member, me?.email, me?.organization?.ownerId);
  const toggle = () =>
    update(
      'members',
      { id: member.id, data: { isActive: !member.isActive }, previousData: member },
      {
        onSuccess: () => notify(ContextMessages.memberUpdated, { type: 'success' }),
        onError: notifyError,
      },
    );

  const control = (
    <Switch
      checked={member.isActive}
      onChange={toggle}
      disabled={!canToggle || !!blocker || isPending}
      slotProps={{
        input: { 'aria-label': `${member.isActive ? 'Deactivate' : 'Activate'} ${member.email}` },
      }}
    />
  );
  return blocker ? (
    <Tooltip title={blocker}>
      <span>{control}</span>
    </Tooltip>
  ) : (
    control
  );
}
