CREATE TABLE "code_repositories" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"user_id" uuid NOT NULL,
	"provider" text NOT NULL,
	"host_repo_id" text NOT NULL,
	"owner" text NOT NULL,
	"name" text NOT NULL,
	"full_name" text NOT NULL,
	"default_branch" text NOT NULL,
	"public_slug" text NOT NULL,
	"tone" text DEFAULT 'professional' NOT NULL,
	"webhook_id" text,
	"webhook_secret_encrypted" text,
	"connected_at" timestamp with time zone DEFAULT now() NOT NULL,
	"disconnected_at" timestamp with time zone,
	CONSTRAINT "code_repositories_public_slug_unique" UNIQUE("public_slug")
);
--> statement-breakpoint
ALTER TABLE "code_repositories" ADD CONSTRAINT "code_repositories_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "code_repositories_user_host_repo_unique" ON "code_repositories" USING btree ("user_id","provider","host_repo_id");--> statement-breakpoint
CREATE UNIQUE INDEX "code_repositories_one_connected_per_user" ON "code_repositories" USING btree ("user_id") WHERE "code_repositories"."disconnected_at" IS NULL;--> statement-breakpoint
CREATE INDEX "code_repositories_host_repo_idx" ON "code_repositories" USING btree ("provider","host_repo_id");