import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogContentText from '@mui/material/DialogContentText';
import DialogTitle from '@mui/material/DialogTitle';
import { useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { useDispatch, useSelector } from 'react-redux';
import { otherUserLinkAnswered } from './events';
import { selectOtherUserLink } from './selectors';

/** §2 password links: a link for someone else, opened while signed in, asks before it signs in. */
export function OtherUserLinkDialog() {
  const { t } = useTranslation();
  const dispatch = useDispatch();
  const question = useSelector(selectOtherUserLink);
  // Keep the names while the dialog fades out.
  const shown = useRef(question);
  if (question) shown.current = question;
  const names = shown.current;
  const stay = () => dispatch(otherUserLinkAnswered({ signIn: false }));

  return (
    <Dialog open={question !== null} onClose={stay} aria-labelledby="other-user-link-title" aria-describedby="other-user-link-text">
      <DialogTitle id="other-user-link-title">{t('session.otherUserLink.title')}</DialogTitle>
      <DialogContent>
        <DialogContentText id="other-user-link-text">
          {names?.signedInAs
            ? t('session.otherUserLink.text', { signedInAs: names.signedInAs, linkUser: names?.linkUser ?? '' })
            : t('session.otherUserLink.textUnnamed', { linkUser: names?.linkUser ?? '' })}
        </DialogContentText>
      </DialogContent>
      <DialogActions>
        <Button onClick={() => dispatch(otherUserLinkAnswered({ signIn: true }))}>
          {t('session.otherUserLink.signIn', { linkUser: names?.linkUser ?? '' })}
        </Button>
        <Button variant="contained" onClick={stay} autoFocus>
          {t('session.otherUserLink.stay')}
        </Button>
      </DialogActions>
    </Dialog>
  );
}
