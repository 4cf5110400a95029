import Button from '@mui/material/Button';
import Box from '@mui/material/Box';
import { useId, useState } from 'react';
import { useDispatch, useSelector } from 'react-redux';
import { logoutRequested, selectUser } from '../../session';
import { lazyWhenNeeded } from '../../../ui/lazyWhenNeeded';
import { FallbackImage } from '../../../ui/FallbackImage';
import { PersonIcon } from './icons';
import { VisuallyHidden } from '../../../ui/VisuallyHidden';

/** The user picture (UserDetails.userPictureURL3), or a generic icon when it is absent or broken. */
function UserPicture({ url }: { url: string | null }) {
  return (
    <FallbackImage
      src={url}
      alt=""
      width={32}
      height={32}
      fallback={<PersonIcon data-testid="generic-user-icon" sx={{ width: 32, height: 32, color: 'text.secondary' }} />}
    />
  );
}

const loadPopup = () => import(/* webpackChunkName: "user-menu" */ './UserMenuPopup');
// The dropdown's menu code arrives when the button is first pointed at, focused or pressed:
// nothing of it is part of the first paint (bundle budget, docs/conventions.md §14).
const UserMenuPopup = lazyWhenNeeded(loadPopup);

/**
 * The sign-out dropdown (§2): a menu button with the user's name; it also hosts the language
 * and colour-scheme choices.
 */
export function UserMenu({ compact }: { compact: boolean }) {
  const dispatch = useDispatch();
  const user = useSelector(selectUser);
  const [anchor, setAnchor] = useState<HTMLElement | null>(null);
  const menuId = useId();
  const name = user?.name ?? '';
  const close = () => setAnchor(null);
  const signOut = () => {
    close();
    dispatch(logoutRequested());
  };
  return (
    <Box sx={{ display: 'flex' }}>
      <Button
        aria-haspopup="menu"
        aria-expanded={anchor ? 'true' : undefined}
        aria-controls={anchor ? menuId : undefined}
        onClick={(event) => setAnchor(event.currentTarget)}
        onPointerEnter={() => void loadPopup()}
        onFocus={() => void loadPopup()}
        color="inherit"
        sx={{
          justifyContent: compact ? 'center' : 'flex-start',
          gap: 1,
          textTransform: 'none',
          minWidth: 0,
          flex: 1,
          width: compact ? '100%' : undefined,
          px: 1,
        }}
      >
        <UserPicture url={user?.userPictureURL3 ?? null} />
        {compact ? (
          <VisuallyHidden>{name}</VisuallyHidden>
        ) : (
          <span style={{ overflow: 'hidden', textOverflow: 'ellipsis', whiteSpace: 'nowrap' }}>{name}</span>
        )}
      </Button>
      <UserMenuPopup needed={Boolean(anchor)} id={menuId} anchor={anchor} onClose={close} onSignOut={signOut} />
    </Box>
  );
}
