import { ContextMessages, type ImageFile } from '@framehouse/domain';
import UploadIcon from '@mui/icons-material/Upload';
import { Box, Button, FormHelperText, Stack } from '@mui/material';
import { useState, type ChangeEvent } from 'react';

function readAsDataUrl(file: File): Promise<string> {
  return new Promise((resolve, reject) => {
    const reader = new FileReader();
    reader.onload = () => (typeof reader.result === 'string' ? resolve(reader.result) : reject(new Error()));
    reader.onerror = () => reject(new Error());
    reader.readAsDataURL(file);
  });
}

/**
 * An overlay picture: its thumbnail and a button that opens the file chooser. The chosen file is checked
 * first (`check`: the domain's format and size rule) and read only when it passes; `onPicture` gets it as
 * a data URL (what the API's base64 fields take) with its name and size. `error` is the form's.
 */
export function ImageUpload({
  label,
  accept,
  hint,
  image,
  error,
  disabled,
  check,
  onPicture,
}: {
  label: string;
  /** The file chooser's filter, e.g. ".png,.jpg". */
  accept: string;
  hint: string;
  image: string | null;
  error?: string;
  disabled?: boolean;
  check: (file: ImageFile) => string | undefined;
  onPicture: (picture: { dataUrl: string; file: ImageFile }) => void;
}) {
  // A refused file leaves the picture as it was and says why until the next choice.
  const [refused, setRefused] = useState<string>();
  const choose = async (event: ChangeEvent<HTMLInputElement>) => {
    const chosen = event.target.files?.[0];
    // Choosing the same file again must fire the change event again.
    event.target.value = '';
    if (!chosen) return;
    const file = { name: chosen.name, size: chosen.size };
    const problem = check(file);
    setRefused(problem);
    if (problem) return;
    try {
      onPicture({ dataUrl: await readAsDataUrl(chosen), file });
    } catch {
      setRefused(ContextMessages.fileConversionFailed);
    }
  };
  return (
    <Stack spacing={1}>
      <Stack direction="row" spacing={2} alignItems="center">
        {image && (
          <Box
            component="img"
            src={image}
            alt=""
            data-testid="image-thumbnail"
            sx={{
              width: 96,
              height: 64,
              objectFit: 'contain',
              border: 1,
              borderColor: 'divider',
              borderRadius: 1,
              backgroundColor: '#EEE',
            }}
          />
        )}
        <Button variant="outlined" component="label" startIcon={<UploadIcon />} disabled={disabled}>
          {label}
          <input type="file" hidden accept={accept} onChange={(event) => void choose(event)} />
        </Button>
      </Stack>
      <FormHelperText error={Boolean(refused ?? error)} sx={{ mt: 0 }}>
        {refused ?? error ?? hint}
      </FormHelperText>
    </Stack>
  );
}
