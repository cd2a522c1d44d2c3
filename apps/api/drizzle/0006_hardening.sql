CREATE TABLE "public_page_visits" (
	"repository_id" uuid NOT NULL,
	"visitor" text NOT NULL,
	"day" date NOT NULL,
	CONSTRAINT "public_page_visits_repository_id_day_visitor_pk" PRIMARY KEY("repository_id","day","visitor")
);
--> statement-breakpoint
ALTER TABLE "code_repositories" ADD COLUMN "clone_url" text;--> statement-breakpoint
ALTER TABLE "code_repositories" ADD COLUMN "is_private" boolean DEFAULT true NOT NULL;--> statement-breakpoint
ALTER TABLE "code_repositories" ADD COLUMN "publish_private" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "webhook_deliveries" ADD COLUMN "push_key" text;--> statement-breakpoint
ALTER TABLE "public_page_visits" ADD CONSTRAINT "public_page_visits_repository_id_code_repositories_id_fk" FOREIGN KEY ("repository_id") REFERENCES "public"."code_repositories"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "sessions_expires_at_idx" ON "sessions" USING btree ("expires_at");--> statement-breakpoint
CREATE UNIQUE INDEX "webhook_deliveries_push_key_unique" ON "webhook_deliveries" USING btree ("repository_id","push_key");