import { Navigate, useLocation } from 'react-router-dom';
import { homeFor, paths } from '../../../app/paths.ts';
import { LoadingScreen } from '../../../lib/LoadingScreen.tsx';
import { useSession } from '../../../session/SessionProvider.tsx';
import { AuthPanel } from '../components/AuthPanel.tsx';
import { LoginForm } from '../components/LoginForm.tsx';

/** The page a guard sent the visitor from (`state.from`), when it is a path of this app. */
function returnPath(state: unknown): string | null {
  const from = (state as { from?: unknown } | null)?.from;
  if (typeof from !== 'string' || !from.startsWith('/') || from.startsWith('//')) return null;
  return from.startsWith(paths.login.href()) ? null : from;
}

/**
 * /admin/login. Once signed in — by this form or before — the visitor goes back to the page
 * a guard sent them from, else to their home: staff to /admin/dashboard, a customer to /admin/solicitacoes
 * (where the dashboard's guard would send them).
 */
export default function LoginPage() {
  const { user, status } = useSession();
  const location = useLocation();
  if (status === 'loading') return <LoadingScreen />;
  if (user) return <Navigate to={returnPath(location.state) ?? homeFor(user.role)} replace />;
  return (
    <AuthPanel title="Área Administrativa" description="Entre com seu e-mail e senha para acessar sua conta.">
      <LoginForm />
    </AuthPanel>
  );
}
