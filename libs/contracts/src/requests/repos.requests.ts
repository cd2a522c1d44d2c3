import { IsBoolean, IsIn, IsInt, IsOptional, IsString, Matches, Max, MaxLength, Min } from 'class-validator';
import { SUMMARY_TONES, type SummaryTone } from '../repos.js';

// GitHub's rules: owners are 1–39 alphanumerics or single hyphens; names 1–100 of [A-Za-z0-9._-].
const OWNER = /^[A-Za-z0-9](?:[A-Za-z0-9-]{0,38})$/;
const NAME = /^[A-Za-z0-9._-]{1,100}$/;

/** `POST /api/repos/connect` (spec §3, "Connect payload"). */
export class ConnectRepositoryRequest {
  @IsInt({ message: 'repoId must be a whole number' })
  @Min(1, { message: 'repoId must be a positive number' })
  @Max(Number.MAX_SAFE_INTEGER)
  repoId!: number;

  @IsString({ message: 'repoName must be text' })
  @Matches(NAME, { message: 'repoName must be a repository name (letters, digits, ".", "_" or "-")' })
  repoName!: string;

  @IsString({ message: 'owner must be text' })
  @Matches(OWNER, { message: 'owner must be a GitHub login' })
  owner!: string;

  @IsString({ message: 'fullName must be text' })
  @MaxLength(140)
  @Matches(/^[A-Za-z0-9-]+\/[A-Za-z0-9._-]+$/, { message: 'fullName must look like owner/name' })
  fullName!: string;

  /** The tone the browser keeps under `summaryTone`; professional when left out. */
  @IsOptional()
  @IsIn(SUMMARY_TONES, { message: `tone must be one of ${SUMMARY_TONES.join(', ')}` })
  tone?: SummaryTone;
}

/** `PUT /api/repos/{id}/tone`. */
export class UpdateToneRequest {
  @IsIn(SUMMARY_TONES, { message: `tone must be one of ${SUMMARY_TONES.join(', ')}` })
  tone!: SummaryTone;
}

/** `PUT /api/repos/{id}/publishing`: whether a private repository's public page and feed are readable by anyone. */
export class UpdatePublishingRequest {
  @IsBoolean({ message: 'published must be true or false' })
  published!: boolean;
}

/** `POST /api/local-folders`: the path is checked on the server (exists, readable, a git work tree). */
export class AddLocalFolderRequest {
  @IsString({ message: 'path must be text' })
  @MaxLength(4096, { message: 'path must be at most 4096 characters' })
  path!: string;
}
