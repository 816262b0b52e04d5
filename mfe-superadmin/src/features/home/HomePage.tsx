import { Welcome } from '@dcp/shared/spa';

export function HomePage() {
  return <Welcome titleId="superadmin.home.title" introId="superadmin.home.intro" />;
}
