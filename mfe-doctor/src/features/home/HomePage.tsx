import { Welcome } from '@dcp/shared/spa';

export function HomePage() {
  return <Welcome titleId="doctor.home.title" introId="doctor.home.intro" />;
}
