import { deleteDialogTitle, Permission } from '@framehouse/domain';
import { TableCell, TableRow } from '@mui/material';
import { useCallback, useState } from 'react';
import { DateField, Loading } from 'react-admin';
import { useNavigate } from 'react-router-dom';
import { ConfirmDialog } from '../components/ConfirmDialog';
import { EditDeleteButtons } from '../components/EditDeleteButtons';
import { LoadStates } from '../components/ListStates';
import { useHasPermissions } from '../hooks/current-user';
import { useLoaded } from '../hooks/use-loaded';
import { endCardDeleteWarning, endCardKindLabel } from './overlay-labels';
import { NameCell, OverlayTable } from './OverlayTable';
import { useRowDeletion } from './use-row-deletion';
import { overlaysApi, type EndCardRow } from './overlays-data';
import { END_CARDS_BACK, endCardEditPath } from './overlays-routes';

/**
 * The End cards tab (overlays-distribution §2): name, how it was built, the videos and moments showing
 * it, created; a row opens its editor (visual builder or custom code, by origin) with the way back to
 * this list; delete asks first, saying what shows the card.
 */
export function EndCardsTab() {
  const canChange = useHasPermissions(Permission.CHANGE_END_CARD);
  const canDelete = useHasPermissions(Permission.DELETE_END_CARD);
  const canCreate = useHasPermissions(Permission.CREATE_END_CARD);
  const navigate = useNavigate();
  const [page, setPage] = useState(1);
  const load = useCallback(() => overlaysApi.endCards(page), [page]);
  const { data, error, loading, reload } = useLoaded(load);
  const deletion = useRowDeletion<EndCardRow>({
    remove: (card) => overlaysApi.deleteEndCard(card.id),
    reload,
    deleted: 'End card has been deleted.',
  });

  if (loading && !data) return <Loading />;
  const rows = data?.nodes ?? [];
  return (
    <LoadStates failed={Boolean(error)} isEmpty={false} empty="">
      <OverlayTable
        label="End cards"
        columns={6}
        empty={canCreate ? 'No end cards yet. Create one with Create New.' : 'No end cards yet.'}
        isEmpty={rows.length === 0}
        total={data?.totalCount ?? 0}
        page={page}
        onPage={setPage}
        head={
          <>
            <TableCell>Name</TableCell>
            <TableCell>Type</TableCell>
            <TableCell align="right">Videos</TableCell>
            <TableCell align="right">Moments</TableCell>
            <TableCell>Created</TableCell>
            <TableCell align="right">Actions</TableCell>
          </>
        }
      >
        {rows.map((card) => {
          const to = endCardEditPath(card.origin, card.id);
          return (
            <TableRow key={card.id} hover data-testid="end-card-row">
              <NameCell name={card.name} to={to} back={END_CARDS_BACK} />
              <TableCell>{endCardKindLabel(card.origin, card.cardType)}</TableCell>
              <TableCell align="right">{card.videosCount}</TableCell>
              <TableCell align="right">{card.momentsCount}</TableCell>
              <TableCell>
                <DateField record={card} source="created" showTime />
              </TableCell>
              <TableCell align="right" sx={{ whiteSpace: 'nowrap' }}>
                <EditDeleteButtons
                  name={card.name}
                  disabled={deletion.pending}
                  onEdit={canChange ? () => navigate(to, { state: END_CARDS_BACK }) : undefined}
                  onDelete={canDelete ? () => deletion.ask(card) : undefined}
                />
              </TableCell>
            </TableRow>
          );
        })}
      </OverlayTable>
      {deletion.deleting && (
        <ConfirmDialog title={deleteDialogTitle('end card')} {...deletion.dialogProps(deletion.deleting)}>
          <p>Are you sure you want to delete the end card “{deletion.deleting.name}”?</p>
          <p>{endCardDeleteWarning(deletion.deleting.videosCount, deletion.deleting.momentsCount)}</p>
        </ConfirmDialog>
      )}
    </LoadStates>
  );
}
