import { Welcome } from '@dcp/shared/spa';

export function HomePage() {
  return <Welcome titleId="admin.home.title" introId="admin.home.intro" />;
}
