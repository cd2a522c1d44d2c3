import { boolean, integer, pgTable, real, text, timestamp } from 'drizzle-orm/pg-core';

/**
 * The AI phases as an admin tuned them (spec §3): the built-in ones (stored at start when missing,
 * with the ids `@chronicle/ai-phases` knows them by) and custom ones (uuid ids). The entries' texts
 * and the documents' prose are asked with these rows.
 */
export const aiPhases = pgTable('ai_phases', {
  id: text('id').primaryKey(),
  name: text('name').notNull(),
  description: text('description').notNull(),
  order: integer('order').notNull(),
  systemPrompt: text('system_prompt').notNull(),
  userPromptTemplate: text('user_prompt_template').notNull(),
  maxTokens: integer('max_tokens').notNull(),
  /** 0 to 2 in steps of 0.1 (checked by `validatePhase`); a real holds each step closely enough to round back. */
  temperature: real('temperature').notNull(),
  isActive: boolean('is_active').notNull().default(true),
  isCustom: boolean('is_custom').notNull().default(true),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
});

export type AiPhaseRow = typeof aiPhases.$inferSelect;
