import { Navigate, useLocation } from 'react-router-dom';
import { homeFor } from '../../../app/paths.ts';
import { LoadingScreen } from '../../../lib/LoadingScreen.tsx';
import { returnPathOf } from '../../../lib/returnPath.ts';
import { useSession } from '../../../session/SessionProvider.tsx';
import { AuthPanel } from '../components/AuthPanel.tsx';
import { LoginForm } from '../components/LoginForm.tsx';

/**
 * /admin/login. Once signed in — by this form or before — the visitor goes back to the page named by
 * `?voltar=` (the invitation's 'Entrar para aceitar') or the one a guard sent them from (same-origin paths only), else to their home: staff to /admin/dashboard, a customer to /admin/solicitacoes
 * (where the dashboard's guard would send them).
 */
export default function LoginPage() {
  const { user, status } = useSession();
  const location = useLocation();
  if (status === 'loading') return <LoadingScreen />;
  if (user)
    return <Navigate to={returnPathOf(location.search, location.state) ?? homeFor(user.role)} replace />;
  return (
    <AuthPanel title="Área administrativa" description="Entre com seu e-mail e senha para acessar sua conta.">
      <LoginForm />
    </AuthPanel>
  );
}
