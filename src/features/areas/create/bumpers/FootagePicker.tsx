import Autocomplete from '@mui/material/Autocomplete';
import TextField from '@mui/material/TextField';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { mediaQueries } from '../media/queries';
import { formatDuration } from '../media/playable';

export interface FootageChoice {
  key: string;
  name: string;
  durationSeconds: number | null;
}

/** How many matches the list offers at once; typing narrows them on the server. */
const SHOWN = 25;
/** Typing pauses this long before the server is asked. */
const SEARCH_DELAY_MS = 250;

const labelOf = (choice: FootageChoice) => choice.name;
const keyOf = (choice: FootageChoice) => choice.key;
const sameChoice = (option: FootageChoice, chosen: FootageChoice) => option.key === chosen.key;

/**
 * A video of the organisation's Footage, found by name: the Footage list's own search narrows
 * the newest ones on the server, and the options shown match what is typed while it answers.
 */
export function FootagePicker({
  label,
  value,
  disabled,
  onChange,
}: {
  label: string;
  value: FootageChoice | null;
  disabled: boolean;
  onChange: (choice: FootageChoice | null) => void;
}) {
  const { t } = useTranslation();
  const [typed, setTyped] = useState('');
  const [search, setSearch] = useState('');
  useEffect(() => {
    const timer = setTimeout(() => setSearch(typed.trim()), SEARCH_DELAY_MS);
    return () => clearTimeout(timer);
  }, [typed]);
  const footage = mediaQueries.useListFootageQuery({
    page: 1,
    pageSize: SHOWN,
    sort: 'createdAt',
    direction: 'desc',
    contentType: 'video/',
    ...(search === '' || search === value?.name ? {} : { search }),
  });
  const options: FootageChoice[] = (footage.data?.items ?? []).map(({ key, name, durationSeconds }) => ({ key, name, durationSeconds }));
  return (
    <Autocomplete
      options={options}
      value={value}
      disabled={disabled}
      loading={footage.isFetching}
      getOptionLabel={labelOf}
      getOptionKey={keyOf}
      isOptionEqualToValue={sameChoice}
      renderOption={({ key, ...props }, option) => (
        <li key={key} {...props}>
          {option.durationSeconds === null ? option.name : `${option.name} (${formatDuration(option.durationSeconds)})`}
        </li>
      )}
      onInputChange={(_event, text) => setTyped(text)}
      // Handed on once the Autocomplete's own update is done: a store write from inside its change
      // handler is reported by React as an update of the picker during the Autocomplete's render.
      onChange={(_event, choice) => queueMicrotask(() => onChange(choice))}
      noOptionsText={footage.isError ? t('create.bumpers.footageFailed') : t('create.bumpers.noFootage')}
      loadingText={t('create.bumpers.loading')}
      clearText={t('create.bumpers.clearChoice')}
      openText={t('create.bumpers.open')}
      closeText={t('create.bumpers.close')}
      renderInput={(params) => <TextField {...params} label={label} helperText={t('create.bumpers.pickerHelp')} />}
    />
  );
}
