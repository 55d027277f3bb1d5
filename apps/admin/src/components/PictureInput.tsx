import { ContextMessages } from '@framehouse/domain';
import { Button } from '@mui/material';
import type { ChangeEvent, ReactNode } from 'react';
import { PictureError, readPicture, type Picture } from './picture';

interface PictureInputProps {
  label: ReactNode;
  maxDimension: number;
  disabled?: boolean;
  onPicture: (picture: Picture) => void;
  /** The spec's message when the chosen file cannot be used. */
  onProblem: (message: string) => void;
}

/** A button that opens the file chooser and hands back a checked picture. */
export function PictureInput({ label, maxDimension, disabled, onPicture, onProblem }: PictureInputProps) {
  const choose = async (event: ChangeEvent<HTMLInputElement>) => {
    const file = event.target.files?.[0];
    // Choosing the same file again must fire the change event again.
    event.target.value = '';
    if (!file) return;
    try {
      onPicture(await readPicture(file, maxDimension));
    } catch (failure) {
      onProblem(failure instanceof PictureError ? failure.message : ContextMessages.fileConversionFailed);
    }
  };

  return (
    <Button variant="outlined" component="label" disabled={disabled}>
      {label}
      <input type="file" hidden accept="image/png,image/jpeg,image/gif,image/webp" onChange={choose} />
    </Button>
  );
}
