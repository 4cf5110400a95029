import type {
  EarlierReview,
  Named,
  NamedTargets,
  ProgramPublication,
  PublishTargetOptionsRequest,
  PublishTargets,
  PublishedProgramItem,
  PublishedProgramListRequest,
  PublishedProgramRequest,
  SubmitProgramRequest,
  SubmitProgramResponse,
} from './schemas/publishing';

export type {
  EarlierReview,
  Named,
  NamedTargets,
  ProgramPublication,
  PublishTargetOptionsRequest,
  PublishTargets,
  PublishedProgramItem,
  PublishedProgramListRequest,
  PublishedProgramRequest,
  SubmitProgramRequest,
  SubmitProgramResponse,
};

/** The most channels and named members one publication reaches (followers come on top). */
export const MAX_PUBLISH_CHANNELS = 50;
export const MAX_PUBLISH_MEMBERS = 200;
/** How many channels and members the target picker offers for one search. */
export const PUBLISH_OPTIONS_LIMIT = 20;

export const PUBLISHED_SORT_KEYS = ['publishedAt', 'title'] as const;
export type PublishedSortKey = (typeof PUBLISHED_SORT_KEYS)[number];
