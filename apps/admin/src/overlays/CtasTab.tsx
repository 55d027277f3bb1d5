import { CTA_TYPE_LABELS, CtaType, deleteDialogTitle, Permission } from '@framehouse/domain';
import { CtaType as SdkCtaType } from '@framehouse/sdk';
import { MenuItem, Stack, TableCell, TableRow, TextField } from '@mui/material';
import { useCallback, useState } from 'react';
import { DateField, Loading } from 'react-admin';
import { useNavigate } from 'react-router-dom';
import { ConfirmDialog } from '../components/ConfirmDialog';
import { EditDeleteButtons } from '../components/EditDeleteButtons';
import { LoadStates } from '../components/ListStates';
import { SearchField } from '../components/SearchField';
import { enumMember } from '../enum-member';
import { useHasPermissions } from '../hooks/current-user';
import { useLoaded } from '../hooks/use-loaded';
import { NameCell, OverlayTable } from './OverlayTable';
import { useRowDeletion } from './use-row-deletion';
import { overlaysApi, type CtaRow } from './overlays-data';
import { CTAS_BACK, ctaPathOf } from './overlays-routes';

const ALL_TYPES = 'ALL';

/**
 * The CTAs tab (overlays-distribution §2, §3): name, type, the end cards and videos using it, created;
 * a type filter and a search. A row opens the button or image editor with the way back to this list;
 * delete asks first, and a CTA in use is refused by the API with its reason, shown in the dialog.
 */
export function CtasTab() {
  const canChange = useHasPermissions(Permission.CHANGE_CTA);
  const canDelete = useHasPermissions(Permission.DELETE_CTA);
  const canCreate = useHasPermissions(Permission.CREATE_CTA);
  const navigate = useNavigate();
  const [page, setPage] = useState(1);
  const [type, setType] = useState<string>(ALL_TYPES);
  const [search, setSearch] = useState('');
  const load = useCallback(
    () => overlaysApi.ctas(page, enumMember(SdkCtaType, type), search),
    [page, type, search],
  );
  const { data, error, loading, reload } = useLoaded(load);
  const deletion = useRowDeletion<CtaRow>({
    remove: (cta) => overlaysApi.deleteCta(cta.id),
    reload,
    deleted: 'CTA has been deleted.',
  });

  const rows = data?.nodes ?? [];
  return (
    <Stack spacing={2}>
      <Stack direction="row" spacing={2} alignItems="center">
        <SearchField
          label="Search CTAs"
          initial={search}
          onSearch={(text) => {
            setPage(1);
            setSearch(text);
          }}
        />
        <TextField
          select
          size="small"
          label="Type"
          value={type}
          onChange={(event) => {
            setPage(1);
            setType(event.target.value);
          }}
          sx={{ width: 160 }}
        >
          <MenuItem value={ALL_TYPES}>All types</MenuItem>
          {Object.values(CtaType).map((value) => (
            <MenuItem key={value} value={value}>
              {CTA_TYPE_LABELS[value]}
            </MenuItem>
          ))}
        </TextField>
      </Stack>
      {loading && !data ? (
        <Loading />
      ) : (
        <LoadStates failed={Boolean(error)} isEmpty={false} empty="">
          <OverlayTable
            label="CTAs"
            columns={6}
            empty={
              search || type !== ALL_TYPES
                ? 'No CTAs match.'
                : canCreate
                  ? 'No CTAs yet. Create one with Create New.'
                  : 'No CTAs yet.'
            }
            isEmpty={rows.length === 0}
            total={data?.totalCount ?? 0}
            page={page}
            onPage={setPage}
            head={
              <>
                <TableCell>Name</TableCell>
                <TableCell>Type</TableCell>
                <TableCell align="right">Used in cards</TableCell>
                <TableCell align="right">Used in videos</TableCell>
                <TableCell>Created</TableCell>
                <TableCell align="right">Actions</TableCell>
              </>
            }
          >
            {rows.map((cta) => {
              const to = ctaPathOf(cta.type, cta.id);
              return (
                <TableRow key={cta.id} hover data-testid="cta-row">
                  <NameCell name={cta.name} to={to} back={CTAS_BACK} />
                  <TableCell>
                    {CTA_TYPE_LABELS[cta.type === SdkCtaType.Image ? CtaType.IMAGE : CtaType.BUTTON]}
                  </TableCell>
                  <TableCell align="right">{cta.usedInCards}</TableCell>
                  <TableCell align="right">{cta.usedInVideos}</TableCell>
                  <TableCell>
                    <DateField record={cta} source="created" showTime />
                  </TableCell>
                  <TableCell align="right" sx={{ whiteSpace: 'nowrap' }}>
                    <EditDeleteButtons
                      name={cta.name}
                      disabled={deletion.pending}
                      onEdit={canChange ? () => navigate(to, { state: CTAS_BACK }) : undefined}
                      onDelete={canDelete ? () => deletion.ask(cta) : undefined}
                    />
                  </TableCell>
                </TableRow>
              );
            })}
          </OverlayTable>
        </LoadStates>
      )}
      {deletion.deleting && (
        <ConfirmDialog title={deleteDialogTitle('CTA')} {...deletion.dialogProps(deletion.deleting)}>
          Are you sure you want to delete the CTA “{deletion.deleting.name}”?
        </ConfirmDialog>
      )}
    </Stack>
  );
}
