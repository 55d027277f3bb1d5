import { Button, Stack } from '@mui/material';
import { useNavigate } from 'react-router-dom';

/** Under a reset-password form: back to the login page, and Reset password (disabled while pending). */
export function ResetPasswordActions({ backLabel, pending }: { backLabel: string; pending: boolean }) {
  const navigate = useNavigate();
  return (
    <Stack direction="row" spacing={2} sx={{ mt: 2 }}>
      <Button variant="outlined" fullWidth onClick={() => navigate('/')}>
        {backLabel}
      </Button>
      <Button type="submit" variant="contained" fullWidth disabled={pending}>
        Reset password
      </Button>
    </Stack>
  );
}
