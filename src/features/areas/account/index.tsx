import { useLocation } from 'react-router-dom';
import { AreaPage } from '../AreaPage';
import { ProfilePage } from './ProfilePage';

/** /account/edit/{userId}/profile (§2 Personal profile). */
const PROFILE = /^\/account\/edit\/([1-9]\d{0,9})\/profile\/?$/;

/** The account area, loaded on demand as its own chunk (§2). */
export default function AccountArea() {
  const match = PROFILE.exec(useLocation().pathname);
  if (match) return <ProfilePage key={match[1]} userId={Number(match[1])} />;
  return <AreaPage />;
}
