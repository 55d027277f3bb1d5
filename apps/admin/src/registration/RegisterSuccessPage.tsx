import { Button } from '@mui/material';
import { useNavigate } from 'react-router-dom';
import { PublicPage } from '../components/PublicPage';
import { useDocumentTitle } from '../hooks/document-title';
import { PRODUCT_NAME } from '../product';
import { ConfirmationEmailSent } from './ConfirmationEmailSent';

/** /register/success: the registration confirmation on its own route. */
export function RegisterSuccessPage() {
  useDocumentTitle(PRODUCT_NAME);
  const navigate = useNavigate();
  return (
    <PublicPage title="Check your inbox">
      <ConfirmationEmailSent />
      <Button variant="contained" fullWidth size="large" sx={{ mt: 3 }} onClick={() => navigate('/')}>
        Go back
      </Button>
    </PublicPage>
  );
}
