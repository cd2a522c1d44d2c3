import { Controller, Get, Header } from '@nestjs/common';
import { ApiExcludeController } from '@nestjs/swagger';
import { Access } from '../../common/access.decorator.js';

// The web app (shell and micro-frontends) replaces this page with issue 3.
const HOME_PAGE = `<!doctype html>
<html lang="en">
<head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1"><title>Chronicle</title></head>
<body style="font-family: system-ui, sans-serif; max-width: 40rem; margin: 4rem auto; padding: 0 1rem; line-height: 1.5">
<h1>Chronicle</h1>
<p>Chronicle turns a code repository's history into living documentation: a changelog entry for every push to main, and twelve generated documents.</p>
<p>The API is running. <a href="/api/auth/github">Sign in</a> · <a href="/api/health">Health</a> · <a href="/api/openapi.json">API description</a></p>
<p>The web app arrives with the issue "Web shell and module federation".</p>
</body>
</html>`;

@ApiExcludeController()
@Controller()
export class SiteController {
  @Get()
  @Access('public')
  @Header('Content-Type', 'text/html; charset=utf-8')
  home(): string {
    return HOME_PAGE;
  }
}
