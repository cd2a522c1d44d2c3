import { Inject, Injectable } from '@nestjs/common';
import { asc, count, eq, sql } from 'drizzle-orm';
import type { AiPhase } from '@chronicle/ai-phases';
import { DATABASE } from '../../database/database.module.js';
import type { Database, DatabaseConnection } from '../../database/database.js';
import { aiPhases, type AiPhaseRow } from '../../database/schema.js';

/** The stored AI phases: queries only. */
@Injectable()
export class AiPhasesRepository {
  private readonly db: Database;

  constructor(@Inject(DATABASE) connection: DatabaseConnection) {
    this.db = connection.db;
  }

  /** Stores the phases that are missing; a phase already stored (perhaps edited) is left as it is. */
  async insertMissing(phases: readonly AiPhase[]): Promise<void> {
    if (phases.length === 0) return;
    await this.db.insert(aiPhases).values(phases.map(toRow)).onConflictDoNothing({ target: aiPhases.id });
  }

  /** By order, then name. */
  async list(): Promise<AiPhase[]> {
    const rows = await this.db.select().from(aiPhases).orderBy(asc(aiPhases.order), asc(aiPhases.name), asc(aiPhases.id));
    return rows.map(toPhase);
  }

  async find(id: string): Promise<AiPhase | null> {
    const [row] = await this.db.select().from(aiPhases).where(eq(aiPhases.id, id));
    return row ? toPhase(row) : null;
  }

  async count(): Promise<number> {
    const [row] = await this.db.select({ total: count() }).from(aiPhases);
    return row?.total ?? 0;
  }

  /**
   * Stores a custom phase unless `maxCustom` are stored already (null then). The count and the
   * insert hold a lock on the table, so simultaneous creates cannot pass the cap together.
   */
  async insertCustom(phase: AiPhase, maxCustom: number): Promise<AiPhase | null> {
    return this.db.transaction(async (tx) => {
      await tx.execute(sql`LOCK TABLE ${aiPhases} IN SHARE ROW EXCLUSIVE MODE`);
      const [stored] = await tx.select({ total: count() }).from(aiPhases).where(eq(aiPhases.isCustom, true));
      if ((stored?.total ?? 0) >= maxCustom) return null;
      const [row] = await tx.insert(aiPhases).values(toRow(phase)).returning();
      return toPhase(row!);
    });
  }

  /** Null when there is no such phase. */
  async update(id: string, changes: Partial<Omit<AiPhase, 'id' | 'isCustom'>>): Promise<AiPhase | null> {
    const [row] = await this.db.update(aiPhases).set({ ...changes, updatedAt: sql`now()` }).where(eq(aiPhases.id, id)).returning();
    return row ? toPhase(row) : null;
  }

  /** Whether a phase was deleted. */
  async delete(id: string): Promise<boolean> {
    const rows = await this.db.delete(aiPhases).where(eq(aiPhases.id, id)).returning({ id: aiPhases.id });
    return rows.length > 0;
  }
}

function toRow(phase: AiPhase): typeof aiPhases.$inferInsert {
  return {
    id: phase.id,
    name: phase.name,
    description: phase.description,
    order: phase.order,
    systemPrompt: phase.systemPrompt,
    userPromptTemplate: phase.userPromptTemplate,
    maxTokens: phase.maxTokens,
    temperature: phase.temperature,
    isActive: phase.isActive,
    isCustom: phase.isCustom,
  };
}

function toPhase(row: AiPhaseRow): AiPhase {
  return {
    id: row.id,
    name: row.name,
    description: row.description,
    order: row.order,
    systemPrompt: row.systemPrompt,
    userPromptTemplate: row.userPromptTemplate,
    maxTokens: row.maxTokens,
    // A real column: read back to the tenth the phase was saved with.
    temperature: Math.round(row.temperature * 10) / 10,
    isActive: row.isActive,
    isCustom: row.isCustom,
  };
}
