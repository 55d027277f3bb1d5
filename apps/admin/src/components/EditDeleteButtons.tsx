import DeleteIcon from '@mui/icons-material/Delete';
import EditIcon from '@mui/icons-material/Edit';
import { IconButton } from '@mui/material';

/** A table row's Edit and Delete icon buttons, each shown only when its action is given (a permission). */
export function EditDeleteButtons({
  name,
  onEdit,
  onDelete,
  disabled,
}: {
  /** What the row is, for the buttons' accessible names ("Edit {name}", "Delete {name}"). */
  name: string;
  onEdit?: () => void;
  onDelete?: () => void;
  disabled: boolean;
}) {
  return (
    <>
      {onEdit && (
        <IconButton aria-label={`Edit ${name}`} onClick={onEdit} disabled={disabled}>
          <EditIcon fontSize="small" />
        </IconButton>
      )}
      {onDelete && (
        <IconButton aria-label={`Delete ${name}`} onClick={onDelete} disabled={disabled}>
          <DeleteIcon fontSize="small" />
        </IconButton>
      )}
    </>
  );
}
