import { DEFAULT_PAGE_SIZE, OrganizationRole, PAGE_SIZES, Permission } from '@framehouse/domain';
import EditIcon from '@mui/icons-material/Edit';
import PersonAddIcon from '@mui/icons-material/PersonAdd';
import { Avatar, Button, IconButton, Stack, Tooltip } from '@mui/material';
import { useState } from 'react';
import {
  DataTable,
  DateField,
  FilterButton,
  List,
  Pagination,
  TopToolbar,
  useRecordContext,
} from 'react-admin';
import { useHasPermissions } from '../hooks/current-user';
import { roleLabel, type Member } from './member-roles';
import { MemberActiveToggle } from './MemberActiveToggle';
import { MemberEditDialog } from './MemberEditDialog';
import { memberFilters } from './MemberFilters';
import { MemberInviteDialog } from './MemberInviteDialog';

function MemberListActions() {
  const canInvite = useHasPermissions(Permission.INVITE_ORGANIZATION_MEMBERS);
  const [inviting, setInviting] = useState(false);
  return (
    <TopToolbar>
      <FilterButton />
      {canInvite && (
        <Button variant="contained" startIcon={<PersonAddIcon />} onClick={() => setInviting(true)}>
          Invite member
        </Button>
      )}
      <MemberInviteDialog open={inviting} onClose={() => setInviting(false)} />
    </TopToolbar>
  );
}

function MemberName() {
  const member = useRecordContext<Member>();
  if (!member) return null;
  return (
    <Stack direction="row" spacing={1.5} alignItems="center">
      <Avatar src={member.avatarUrl ?? undefined} alt={member.name} sx={{ width: 32, height: 32 }} />
      <span>{member.name || '—'}</span>
    </Stack>
  );
}

function MemberEditButton() {
  const member = useRecordContext<Member>();
  const canChange = useHasPermissions(Permission.CHANGE_ORGANIZATION_MEMBERS);
  const [editing, setEditing] = useState(false);
  // The owner's role cannot be changed (spec §6).
  if (!member || !canChange || member.role === OrganizationRole.ORG_OWNER) return null;
  return (
    <>
      <Tooltip title="Edit role">
        <IconButton aria-label={`Edit ${member.email}`} onClick={() => setEditing(true)}>
          <EditIcon fontSize="small" />
        </IconButton>
      </Tooltip>
      {editing && <MemberEditDialog member={member} onClose={() => setEditing(false)} />}
    </>
  );
}

/** The Members tab of the organization screen. */
export function MemberList() {
  return (
    <List
      resource="members"
      title={false}
      filters={memberFilters}
      perPage={DEFAULT_PAGE_SIZE}
      sort={{ field: 'dateJoined', order: 'DESC' }}
      pagination={<Pagination rowsPerPageOptions={[...PAGE_SIZES]} />}
      actions={<MemberListActions />}
      exporter={false}
      empty={false}
    >
      <DataTable bulkActionButtons={false} rowClick={false}>
        <DataTable.Col source="name" label="Name">
          <MemberName />
        </DataTable.Col>
        <DataTable.Col source="email" label="Email" />
        <DataTable.Col source="role" label="Role" render={(member: Member) => roleLabel(member.role)} />
        <DataTable.Col source="dateJoined" label="Date joined">
          <DateField source="dateJoined" />
        </DataTable.Col>
        <DataTable.Col
          source="isVerified"
          label="Verified"
          render={(member: Member) => (member.isVerified ? 'Yes' : 'No')}
        />
        <DataTable.Col source="isActive" label="Active" disableSort>
          <MemberActiveToggle />
        </DataTable.Col>
        <DataTable.Col label="" disableSort>
          <MemberEditButton />
        </DataTable.Col>
      </DataTable>
    </List>
  );
}
