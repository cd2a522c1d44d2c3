import { randomUUID } from 'node:crypto';
import { BadRequestException, ConflictException, Inject, Injectable, NotFoundException, type OnModuleInit } from '@nestjs/common';
import { DOCUMENT_PROSE_PHASE_ID, newPhaseDefaults, placeholdersOfPhase, PRODUCT_PHASES, usedForOf, validatePhase, type AiPhase } from '@chronicle/ai-phases';
import type { AiConfiguration, AiPhaseView } from '@chronicle/contracts';
import type { CreateAiPhaseRequest, UpdateAiPhaseRequest } from '@chronicle/contracts/requests';
import { APP_CONFIG } from '../../config/config.module.js';
import type { AppConfig } from '../../config/app-config.js';
import { AiPhasesRepository } from './ai-phases.repository.js';

// An id is a built-in phase's name or a uuid; anything else is no phase (and never reaches the database).
const PHASE_ID = /^[\w-]{1,100}$/;
/**
 * The most custom phases an installation keeps: every active phase is a prompt each push may send,
 * and the admin's list shows them all. The next create is refused (409) until one is deleted.
 */
export const MAX_CUSTOM_PHASES = 50;

/**
 * The AI phases as stored (spec §3, §5): the product's built-in phases, stored at start when
 * missing, and custom ones. Entries and documents are written with `list()`; the rules of the
 * New Phase and edit dialogs hold here as well.
 */
@Injectable()
export class AiPhasesService implements OnModuleInit {
  constructor(
    private readonly phases: AiPhasesRepository,
    @Inject(APP_CONFIG) private readonly config: AppConfig,
  ) {}

  /** Stores the built-in phases that are missing; an admin's edits of the others are kept. */
  async onModuleInit(): Promise<void> {
    await this.phases.insertMissing(PRODUCT_PHASES.map(({ usedFor: _usedFor, ...phase }) => phase));
  }

  /** Every stored phase, by order then name (active or not: the runner skips the inactive ones). */
  list(): Promise<AiPhase[]> {
    return this.phases.list();
  }

  /** The stored document-prose phase (null only if its row was removed by hand). */
  documentProse(): Promise<AiPhase | null> {
    return this.phases.find(DOCUMENT_PROSE_PHASE_ID);
  }

  async views(): Promise<AiPhaseView[]> {
    return (await this.phases.list()).map(toView);
  }

  async require(id: string): Promise<AiPhase> {
    const phase = PHASE_ID.test(id) ? await this.phases.find(id) : null;
    if (!phase) throw new NotFoundException(`There is no AI phase with the id ${id.length > 40 ? `${id.slice(0, 40)}…` : id}.`);
    return phase;
  }

  /** What is left out takes the spec's defaults: last in order, active, custom, the default prompts, 1000 tokens, 0.7. */
  async create(body: CreateAiPhaseRequest): Promise<AiPhaseView> {
    const phase: AiPhase = { ...newPhaseDefaults(await this.phases.count()), ...definedFields(body), isCustom: true, id: randomUUID() };
    refuseInvalid(validatePhase(phase));
    const stored = await this.phases.insertCustom(phase, MAX_CUSTOM_PHASES);
    if (!stored) throw new ConflictException(`There are already ${MAX_CUSTOM_PHASES} custom phases, the most Chronicle keeps: delete one before creating another.`);
    return toView(stored);
  }

  /** Any field of a built-in phase may change too, but it stays built-in and keeps its id. */
  async update(id: string, body: UpdateAiPhaseRequest): Promise<AiPhaseView> {
    const current = await this.require(id);
    const changes = definedFields(body);
    refuseInvalid(validatePhase({ ...current, ...changes }, { phaseId: current.isCustom ? null : current.id }));
    const updated = await this.phases.update(id, changes);
    if (!updated) throw new NotFoundException(`There is no AI phase with the id ${id}.`);
    return toView(updated);
  }

  async remove(id: string): Promise<void> {
    const phase = await this.require(id);
    if (!phase.isCustom) throw new ConflictException(`The built-in phase “${phase.name}” cannot be deleted; switch it off instead.`);
    if (!(await this.phases.delete(id))) throw new NotFoundException(`There is no AI phase with the id ${id}.`);
  }

  /** The built-in engine and the model server (spec §3, "AI configuration"): the default is the model server when one is set. */
  async configurations(): Promise<AiConfiguration[]> {
    const ai = this.config.ai;
    const active = (await this.phases.list()).filter((phase) => phase.isActive);
    return [
      {
        id: 'built-in',
        name: 'Built-in engine',
        description: 'Writes every text from the facts — the commits, their classification and the changelog items — with no model server; the same commits always give the same text.',
        isDefault: !ai,
        available: true,
        model: null,
        runs: [
          'the headline, summary and social snippet of every changelog entry',
          'every document, from the repository snapshot',
          ...(ai ? ['any text the model server could not write or whose answer failed the checks'] : []),
        ],
      },
      {
        id: 'model-server',
        name: ai ? `Model server: ${ai.model} at ${hostOf(ai.baseUrl)}` : 'Model server',
        description: ai
          ? 'An OpenAI-compatible model server (OPENAI_BASE_URL) writes the texts with the active phases; every answer is held to its limits and checked against the facts, and the built-in text is used when it fails.'
          : 'Not configured: set OPENAI_BASE_URL (and OPENAI_API_KEY and OPENAI_MODEL) to have a model write the texts with the phases.',
        isDefault: Boolean(ai),
        available: Boolean(ai),
        model: ai?.model ?? null,
        runs: active.map((phase) => `${phase.name}: ${usedForOf(phase)}`),
      },
    ];
  }
}

export function toView(phase: AiPhase): AiPhaseView {
  return { ...phase, usedFor: usedForOf(phase), ...placeholdersOfPhase(phase.isCustom ? '' : phase.id) };
}

/** The fields a request sets (class-transformer leaves the others undefined). */
function definedFields(body: UpdateAiPhaseRequest): Partial<Omit<AiPhase, 'id' | 'isCustom'>> {
  return Object.fromEntries(Object.entries(body).filter(([, value]) => value !== undefined)) as Partial<Omit<AiPhase, 'id' | 'isCustom'>>;
}

function refuseInvalid(problems: string[]): void {
  if (problems.length === 0) return;
  throw new BadRequestException(problems.map((problem, index) => (index < problems.length - 1 && !/[.!?]$/.test(problem) ? `${problem}.` : problem)).join(' '));
}

function hostOf(baseUrl: string): string {
  try {
    return new URL(baseUrl).host;
  } catch {
    return baseUrl;
  }
}
