import { Box, Link as MuiLink } from '@mui/material';
import { useRecordContext } from 'react-admin';
import { Link, useNavigate } from 'react-router-dom';
import { EditDeleteButtons } from './EditDeleteButtons';

/** What a react-admin list row of a named thing holds. */
interface NamedRow {
  id: string;
  name: string;
}

/** A list row's name as a link to the row's own page. */
export function RecordNameLink<Row extends NamedRow>({ pathOf }: { pathOf: (row: Row) => string }) {
  const row = useRecordContext<Row>();
  if (!row) return null;
  return (
    <MuiLink component={Link} to={pathOf(row)} underline="hover" sx={{ fontWeight: 500 }}>
      {row.name}
    </MuiLink>
  );
}

/** A list row's Edit (its page) and Delete; each shown only when given (the member's permissions). */
export function RecordEditDelete<Row extends NamedRow>({
  editPathOf,
  onDelete,
}: {
  editPathOf?: (row: Row) => string;
  onDelete?: (row: Row) => void;
}) {
  const row = useRecordContext<Row>();
  const navigate = useNavigate();
  if (!row) return null;
  return (
    <Box sx={{ whiteSpace: 'nowrap', textAlign: 'right' }}>
      <EditDeleteButtons
        name={row.name}
        disabled={false}
        onEdit={editPathOf ? () => navigate(editPathOf(row)) : undefined}
        onDelete={onDelete ? () => onDelete(row) : undefined}
      />
    </Box>
  );
}
