import { titled, WHO, type AreaDeclaration } from '../declaration';

/** §2 Personal profile › Profile: the user's own /account/edit/{userId}/profile. */
export const accountArea: AreaDeclaration = {
  id: 'account',
  roots: ['/account'],
  section: 'profile',
  titles: { account: titled('account') },
  menu: [
    // §6: for the support role the profile item is change password and the profile link is hidden.
    {
      id: 'profile.account',
      section: 'profile',
      order: 1,
      target: { kind: 'ownProfile' },
      labelKey: 'menu.item.profileAccount',
      roles: WHO.members,
      reduced: 'profile',
      permission: 'profile.edit',
    },
  ],
};
