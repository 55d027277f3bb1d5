import '@fontsource/roboto/400.css';
import '@fontsource/roboto/500.css';
import '@fontsource/roboto/700.css';
import '@fontsource/roboto-condensed/400.css';
import '@fontsource/roboto-condensed/700.css';
import { BRAND_PRIMARY_COLOR, NAVIGATION_MINI_WIDTH, NAVIGATION_WIDTH } from '@framehouse/domain';
import { defaultTheme, type RaThemeOptions } from 'react-admin';

const headingFont = '"Roboto Condensed", "Roboto", "Helvetica", "Arial", sans-serif';

export const theme: RaThemeOptions = {
  ...defaultTheme,
  palette: {
    mode: 'light',
    primary: { main: BRAND_PRIMARY_COLOR },
    secondary: { main: '#1F1F1F' },
    background: { default: '#F6F6F6' },
  },
  shape: { borderRadius: 6 },
  typography: {
    fontFamily: '"Roboto", "Helvetica", "Arial", sans-serif',
    h1: { fontFamily: headingFont, fontWeight: 700 },
    h2: { fontFamily: headingFont, fontWeight: 700 },
    h3: { fontFamily: headingFont, fontWeight: 700 },
    h4: { fontFamily: headingFont, fontWeight: 700 },
    h5: { fontFamily: headingFont, fontWeight: 700 },
    h6: { fontFamily: headingFont, fontWeight: 700 },
    button: { fontFamily: headingFont, fontWeight: 700, letterSpacing: '0.04em' },
  },
  sidebar: { width: NAVIGATION_WIDTH, closedWidth: NAVIGATION_MINI_WIDTH },
  components: {
    ...defaultTheme.components,
    MuiButton: { defaultProps: { disableElevation: true } },
    MuiTextField: {
      ...defaultTheme.components?.MuiTextField,
      defaultProps: { variant: 'outlined', margin: 'dense', size: 'medium', fullWidth: true },
    },
    // react-admin's PasswordInput asks for a small field; every other field of a form is medium.
    RaPasswordInput: { defaultProps: { size: 'medium' } },
    MuiFormControl: {
      defaultProps: { variant: 'outlined', margin: 'dense', size: 'medium', fullWidth: true },
    },
  },
};
