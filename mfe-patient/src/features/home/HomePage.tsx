import { Welcome } from '@dcp/shared/spa';

export function HomePage() {
  return <Welcome titleId="patient.home.title" introId="patient.home.intro" />;
}
