CREATE TABLE "changelog_entries" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"repository_id" uuid NOT NULL,
	"delivery_id" text NOT NULL,
	"headline" text NOT NULL,
	"summary" text NOT NULL,
	"social_text" text NOT NULL,
	"commit_count" integer NOT NULL,
	"commit_shas" jsonb NOT NULL,
	"generated_by" text NOT NULL,
	"pushed_at" timestamp with time zone NOT NULL,
	"processing_ms" integer NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "changelog_entries_delivery_id_unique" UNIQUE("delivery_id")
);
--> statement-breakpoint
ALTER TABLE "changelog_entries" ADD CONSTRAINT "changelog_entries_repository_id_code_repositories_id_fk" FOREIGN KEY ("repository_id") REFERENCES "public"."code_repositories"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "changelog_entries" ADD CONSTRAINT "changelog_entries_delivery_id_webhook_deliveries_delivery_id_fk" FOREIGN KEY ("delivery_id") REFERENCES "public"."webhook_deliveries"("delivery_id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "changelog_entries_repository_pushed_idx" ON "changelog_entries" USING btree ("repository_id","pushed_at");