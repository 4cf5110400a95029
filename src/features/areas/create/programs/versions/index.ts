/** The builder's versions panel: render, progress, the version stack, play and compare. */
export { VersionsPanel, type VersionsPanelProps } from './VersionsPanel';
