import { organizationCreatedMessage } from '@framehouse/domain';
import { Button, Typography } from '@mui/material';
import { useNavigate, useSearchParams } from 'react-router-dom';
import { PublicPage } from '../components/PublicPage';
import { useDocumentTitle } from '../hooks/document-title';
import { PRODUCT_NAME } from '../product';

/** /register/success-payment?successName=…: where the hosted checkout returns after paying. */
export function PaymentSuccessPage() {
  useDocumentTitle(PRODUCT_NAME);
  const navigate = useNavigate();
  const [params] = useSearchParams();
  const name = params.get('successName')?.trim();
  return (
    <PublicPage title={name ? organizationCreatedMessage(name) : 'Organization created'}>
      <Typography>The payment has finished and the Premium Plan is activated.</Typography>
      <Button variant="contained" fullWidth size="large" sx={{ mt: 3 }} onClick={() => navigate('/')}>
        Log in
      </Button>
    </PublicPage>
  );
}
