CREATE TABLE "documents" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"repository_id" uuid NOT NULL,
	"doc_type" text NOT NULL,
	"status" text NOT NULL,
	"error" text,
	"content" text,
	"quality_score" integer,
	"components" jsonb,
	"tokens_used" integer DEFAULT 0 NOT NULL,
	"tokens_estimated" boolean DEFAULT false NOT NULL,
	"document_tokens" integer DEFAULT 0 NOT NULL,
	"generation_ms" integer DEFAULT 0 NOT NULL,
	"engine" text,
	"model" text,
	"fallback" text,
	"agent_id" text,
	"agent_version" text,
	"commit_sha" text,
	"commits_behind" integer,
	"inputs_digest" text,
	"sha256" text,
	"generated_at" timestamp with time zone,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "repository_jobs" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"repository_id" uuid NOT NULL,
	"kind" text NOT NULL,
	"trigger" text NOT NULL,
	"status" text DEFAULT 'queued' NOT NULL,
	"phase" text DEFAULT 'queued' NOT NULL,
	"options" jsonb NOT NULL,
	"progress" jsonb DEFAULT '{"commitsRead":0,"documentsDone":0,"documentsTotal":0}'::jsonb NOT NULL,
	"result" jsonb,
	"error_message" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"started_at" timestamp with time zone,
	"finished_at" timestamp with time zone
);
--> statement-breakpoint
DROP INDEX "code_repositories_user_host_repo_unique";--> statement-breakpoint
DROP INDEX "code_repositories_one_connected_per_user";--> statement-breakpoint
ALTER TABLE "changelog_entries" ALTER COLUMN "delivery_id" DROP NOT NULL;--> statement-breakpoint
ALTER TABLE "changelog_entries" ADD COLUMN "source" text DEFAULT 'push' NOT NULL;--> statement-breakpoint
ALTER TABLE "code_repositories" ADD COLUMN "kind" text DEFAULT 'connected' NOT NULL;--> statement-breakpoint
ALTER TABLE "code_repositories" ADD COLUMN "description" text;--> statement-breakpoint
ALTER TABLE "code_repositories" ADD COLUMN "language" text;--> statement-breakpoint
ALTER TABLE "code_repositories" ADD COLUMN "stars" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "code_repositories" ADD COLUMN "html_url" text;--> statement-breakpoint
ALTER TABLE "code_repositories" ADD COLUMN "head_sha" text;--> statement-breakpoint
ALTER TABLE "code_repositories" ADD COLUMN "last_analyzed_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "code_repositories" ADD COLUMN "oldest_analyzed_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "documents" ADD CONSTRAINT "documents_repository_id_code_repositories_id_fk" FOREIGN KEY ("repository_id") REFERENCES "public"."code_repositories"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "repository_jobs" ADD CONSTRAINT "repository_jobs_repository_id_code_repositories_id_fk" FOREIGN KEY ("repository_id") REFERENCES "public"."code_repositories"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "documents_repository_type_unique" ON "documents" USING btree ("repository_id","doc_type");--> statement-breakpoint
CREATE INDEX "repository_jobs_repository_created_idx" ON "repository_jobs" USING btree ("repository_id","created_at");--> statement-breakpoint
CREATE INDEX "repository_jobs_status_idx" ON "repository_jobs" USING btree ("status");--> statement-breakpoint
CREATE UNIQUE INDEX "code_repositories_user_host_repo_kind_unique" ON "code_repositories" USING btree ("user_id","provider","host_repo_id","kind");--> statement-breakpoint
CREATE UNIQUE INDEX "code_repositories_one_project_per_host_repo" ON "code_repositories" USING btree ("provider","host_repo_id") WHERE "code_repositories"."kind" = 'project';--> statement-breakpoint
CREATE UNIQUE INDEX "code_repositories_one_connected_per_user" ON "code_repositories" USING btree ("user_id") WHERE "code_repositories"."disconnected_at" IS NULL AND "code_repositories"."kind" = 'connected';