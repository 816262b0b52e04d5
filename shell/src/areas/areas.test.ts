import { ownerOf } from './areas';

describe('ownerOf', () => {
  it.each([
    ['/login', 'mfe_auth'],
    ['/reset-password/abc', 'mfe_auth'],
    ['/docs', 'mfe_auth'],
    ['/docs/terms', 'mfe_auth'],
    ['/superadmin/results', 'mfe_superadmin'],
    ['/admin-profile/a@b.c', 'mfe_superadmin'],
    ['/admin', 'mfe_admin'],
    ['/admin/doctors-list', 'mfe_admin'],
    ['/doctor/users-list/', 'mfe_doctor'],
    ['/patient/home', 'mfe_patient'],
    ['/survey/12', 'mfe_patient'],
    ['/dexcom/callback', 'mfe_dexcom'],
  ])('%s belongs to %s', (path, owner) => {
    expect(ownerOf(path)).toBe(owner);
  });

  it.each(['/', '/nowhere', '/administrator', '/loginx', '/reset-password'])('%s has no owner', (path) => {
    expect(ownerOf(path)).toBeNull();
  });
});
