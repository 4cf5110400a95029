import Box from '@mui/material/Box';

/** What the versions panel is given: the program, and the saved revision a render would take. */
export interface VersionsPanelProps {
  programId: number;
  /** The revision of the last save; renders take the saved edit. */
  revision: number;
  /** Nothing waits to be saved: the edit on screen is the one a render would make. */
  saved: boolean;
}

/**
 * Where the program's versions panel goes (render button, versions, compare): it is built in
 * src/features/areas/create/programs/versions/ and mounted here, in the builder's side column.
 */
export function VersionsPanelSlot(_props: VersionsPanelProps) {
  return <Box data-slot="program-versions" />;
}
