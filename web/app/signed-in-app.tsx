import { BrowserRouter } from 'react-router';
import { AppRoutes } from './router';

/** The router and the shell: loaded only once someone has signed in (see ./root.tsx). */
export default function SignedInApp() {
  return (
    <BrowserRouter>
      <AppRoutes />
    </BrowserRouter>
  );
}
