ALTER TABLE "code_repositories" ADD COLUMN "local_path" text;--> statement-breakpoint
ALTER TABLE "code_repositories" ADD COLUMN "polled_head_sha" text;