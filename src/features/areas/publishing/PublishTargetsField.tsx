import Autocomplete from '@mui/material/Autocomplete';
import Chip from '@mui/material/Chip';
import TextField from '@mui/material/TextField';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { NamedTargets, PublishTargets } from '../../../../contract';
import { publishingQueries } from './queries';

/** One choice of the picker: a channel or a member, told apart by kind. */
export interface TargetOption {
  kind: 'channel' | 'member';
  id: number;
  name: string;
}

export const optionsOf = (named: NamedTargets): TargetOption[] => [
  ...named.channels.map((channel) => ({ kind: 'channel' as const, ...channel })),
  ...named.members.map((member) => ({ kind: 'member' as const, ...member })),
];

export const targetsOf = (chosen: readonly TargetOption[]): PublishTargets => ({
  channelIds: chosen.filter((option) => option.kind === 'channel').map((option) => option.id),
  memberIds: chosen.filter((option) => option.kind === 'member').map((option) => option.id),
});

const same = (a: TargetOption, b: TargetOption) => a.kind === b.kind && a.id === b.id;

/** Channels and people of the organisation a program goes to, searched as the user types (§2 Create › Programs). */
export function PublishTargetsField(props: { label: string; value: TargetOption[]; onChange: (value: TargetOption[]) => void }) {
  const { t } = useTranslation();
  const [search, setSearch] = useState('');
  const options = publishingQueries.useGetPublishTargetOptionsQuery(search.trim() === '' ? {} : { search: search.trim() });
  return (
    <Autocomplete
      multiple
      filterSelectedOptions
      options={options.data === undefined ? [] : optionsOf(options.data)}
      loading={options.isFetching}
      value={props.value}
      onChange={(_event, value) => props.onChange(value)}
      inputValue={search}
      onInputChange={(_event, value) => setSearch(value)}
      groupBy={(option) => t(`publishing.targets.${option.kind}s`)}
      getOptionLabel={(option) => option.name}
      getOptionKey={(option) => `${option.kind}:${option.id}`}
      isOptionEqualToValue={same}
      // The server searched already: every option it answered matches.
      filterOptions={(list) => list}
      noOptionsText={t('publishing.targets.none')}
      loadingText={t('publishing.targets.loading')}
      renderValue={(value, getItemProps) =>
        value.map((option, index) => {
          const { key, ...itemProps } = getItemProps({ index });
          return <Chip key={key} size="small" label={t(`publishing.targets.${option.kind}Chip`, { name: option.name })} {...itemProps} />;
        })
      }
      renderInput={(params) => <TextField {...params} label={props.label} helperText={t('publishing.targets.help')} />}
    />
  );
}
