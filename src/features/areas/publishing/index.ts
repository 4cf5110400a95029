export { ProgramPublishingCell } from './ProgramPublishingCell';
export { PublishedProgramsSection } from './PublishedProgramsSection';
export { PublishTargetsField, optionsOf, targetsOf, type TargetOption } from './PublishTargetsField';
export { publishingQueries } from './queries';
