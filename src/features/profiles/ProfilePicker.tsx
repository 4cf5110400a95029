import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import OutlinedInput from '@mui/material/OutlinedInput';
import Typography from '@mui/material/Typography';
import { useId, useMemo, useRef, useState, type KeyboardEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { useDispatch, useSelector } from 'react-redux';
import type { CustomerProfile } from '../../../contract/profiles';
import { profileSelected, profileSelectorClosed } from './events';
import { ProfileOption } from './ProfileOption';
import { filterProfiles } from './profileSearch';
import { selectCurrentCustomerId, selectProfiles } from './selectors';

/**
 * Search box and list of the customer-profile selector (§2 Other UI, §5). The search box
 * keeps focus and drives the list as a combobox: arrows move, Enter chooses (Escape is the dialog's).
 */
export function ProfilePicker() {
  const { t } = useTranslation();
  const dispatch = useDispatch();
  const profiles = useSelector(selectProfiles);
  const currentId = useSelector(selectCurrentCustomerId);
  const [query, setQuery] = useState('');
  const missing = t('profiles.selector.notAvailable');
  const visible = useMemo(() => filterProfiles(profiles, query, missing), [profiles, query, missing]);
  const [active, setActive] = useState(() =>
    Math.max(
      0,
      visible.findIndex((p) => p.customerID === currentId),
    ),
  );
  const inputRef = useRef<HTMLInputElement>(null);
  const listId = useId();
  const optionId = (profile: CustomerProfile) => `${listId}-${profile.customerID}`;
  const activeProfile = visible[Math.min(active, visible.length - 1)];

  const choose = (profile: CustomerProfile) => {
    if (profile.isLocked) return;
    dispatch(profile.customerID === currentId ? profileSelectorClosed() : profileSelected({ customerId: profile.customerID }));
  };

  const moveTo = (index: number) => {
    const next = Math.max(0, Math.min(visible.length - 1, index));
    setActive(next);
    const target = visible[next];
    if (target) document.getElementById(optionId(target))?.scrollIntoView?.({ block: 'nearest' });
  };

  const onKeyDown = (event: KeyboardEvent<HTMLInputElement>) => {
    if (event.key === 'ArrowDown') moveTo(active + 1);
    else if (event.key === 'ArrowUp') moveTo(active - 1);
    else if (event.key === 'Enter' && activeProfile) choose(activeProfile);
    else return;
    event.preventDefault();
  };

  const clearSearch = () => {
    setQuery('');
    setActive(0);
    inputRef.current?.focus();
  };

  return (
    <Box sx={{ display: 'flex', flexDirection: 'column', minHeight: 0, flex: 1 }}>
      {/* A bare outlined input: TextField would also pull in Select, Menu and Popover (bundle budget, docs/conventions.md §14). */}
      <Box sx={{ px: 2, pb: 1 }}>
        <OutlinedInput
          inputRef={inputRef}
          autoFocus
          fullWidth
          size="small"
          type="search"
          value={query}
          placeholder={t('profiles.selector.searchPlaceholder')}
          onChange={(event) => {
            setQuery(event.target.value);
            setActive(0);
          }}
          inputProps={{
            role: 'combobox',
            'aria-label': t('profiles.selector.searchPlaceholder'),
            'aria-controls': listId,
            'aria-expanded': true,
            'aria-autocomplete': 'list',
            'aria-activedescendant': activeProfile ? optionId(activeProfile) : undefined,
            onKeyDown,
          }}
        />
      </Box>
      {visible.length > 0 ? (
        <Box
          component="ul"
          id={listId}
          role="listbox"
          aria-label={t('profiles.selector.listLabel')}
          sx={{ listStyle: 'none', m: 0, p: 0, overflowY: 'auto', flex: 1 }}
        >
          {visible.map((profile, index) => (
            <ProfileOption
              key={profile.customerID}
              id={optionId(profile)}
              profile={profile}
              isCurrent={profile.customerID === currentId}
              isActive={profile === activeProfile}
              onChoose={choose}
              onHover={() => setActive(index)}
            />
          ))}
        </Box>
      ) : (
        <Box sx={{ p: 3, textAlign: 'center' }} role="status">
          <Typography sx={{ mb: 2 }}>{t('profiles.selector.noMatch')}</Typography>
          <Button variant="outlined" onClick={clearSearch}>
            {t('profiles.selector.clearSearch')}
          </Button>
        </Box>
      )}
    </Box>
  );
}
