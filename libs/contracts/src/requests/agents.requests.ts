import { ArrayMaxSize, ArrayMinSize, IsArray, IsString, Matches, MaxLength } from 'class-validator';

/** `POST /api/agents/run` (spec §7): the field names are the spec's. */
export class RunAgentsRequest {
  @IsString({ message: 'repository_id must be the id of a repository' })
  @MaxLength(64, { message: 'repository_id must be the id of a repository' })
  repository_id!: string;

  @IsArray({ message: 'agent_ids must be a list of agent ids' })
  @ArrayMinSize(1, { message: 'agent_ids must name at least one agent' })
  @ArrayMaxSize(100, { message: 'agent_ids may name at most 100 agents' })
  @IsString({ each: true, message: 'agent_ids must be a list of agent ids' })
  @Matches(/^[a-z0-9][a-z0-9-]{0,63}$/, { each: true, message: 'agent_ids must be a list of agent ids (lower-case letters, digits and dashes)' })
  agent_ids!: string[];
}
