import { Navigate } from 'react-router-dom';
import { useSession } from '@dcp/shared/session';
import { defaultPath } from '@dcp/shared/guard';

/**
 * Where a glucose-provider page sends the user once it is done (req G§2): by role — patient home,
 * doctor users list, admin doctors list, otherwise the root.
 */
export function ReturnByRole() {
  const { account } = useSession();
  return <Navigate to={account ? defaultPath(account) : '/'} replace />;
}
