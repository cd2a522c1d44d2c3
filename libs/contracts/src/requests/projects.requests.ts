import { ArrayMaxSize, IsArray, IsBoolean, IsIn, IsInt, IsOptional, IsString, Max, MaxLength, Min } from 'class-validator';
import { DOC_TYPES, type DocType } from '../documents.js';
import { CLUSTERING_MODES, MAX_COMMITS, type ClusteringMode } from '../projects.js';

const maxCommitsMessage = `maxCommits must be a whole number from ${MAX_COMMITS.min} to ${MAX_COMMITS.max}`;

/** `POST /api/admin/projects`: the URL is checked by `parseProjectUrl` for the spec's messages. */
export class AddProjectRequest {
  @IsString({ message: 'repositoryUrl must be text' })
  @MaxLength(300, { message: 'repositoryUrl must be at most 300 characters' })
  repositoryUrl!: string;
}

/** `POST /api/admin/projects/{id}/analyze` (spec §3, "Analysis options"). */
export class AnalyzeProjectRequest {
  @IsOptional()
  @IsArray({ message: 'documentTypes must be a list of document types' })
  @ArrayMaxSize(DOC_TYPES.length * 2)
  @IsIn(DOC_TYPES, { each: true, message: `documentTypes may hold only ${DOC_TYPES.join(', ')}` })
  documentTypes?: DocType[];

  @IsOptional()
  @IsInt({ message: maxCommitsMessage })
  @Min(MAX_COMMITS.min, { message: maxCommitsMessage })
  @Max(MAX_COMMITS.max, { message: maxCommitsMessage })
  maxCommits?: number;

  @IsOptional()
  @IsIn(CLUSTERING_MODES, { message: `clustering must be one of ${CLUSTERING_MODES.join(', ')}` })
  clustering?: ClusteringMode;

  @IsOptional()
  @IsBoolean({ message: 'useNewSystem must be true or false' })
  useNewSystem?: boolean;
}

/** `POST /api/admin/projects/{id}/preview`. */
export class PreviewProjectRequest {
  @IsOptional()
  @IsInt({ message: maxCommitsMessage })
  @Min(MAX_COMMITS.min, { message: maxCommitsMessage })
  @Max(MAX_COMMITS.max, { message: maxCommitsMessage })
  maxCommits?: number;
}
