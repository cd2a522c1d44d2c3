import { Controller, Get, Header } from '@nestjs/common';
import { ApiExcludeController } from '@nestjs/swagger';
import { Access } from '../../common/access.decorator.js';

// Plain pages until the web app (shell and micro-frontends, issue "Web shell and module
// federation") replaces them.
function page(title: string, body: string): string {
  return `<!doctype html>
<html lang="en">
<head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1"><title>${title}</title></head>
<body style="font-family: system-ui, sans-serif; max-width: 40rem; margin: 4rem auto; padding: 0 1rem; line-height: 1.5">
${body}
</body>
</html>`;
}

const HOME_PAGE = page(
  'Chronicle',
  `<h1>Chronicle</h1>
<p>Chronicle turns a code repository's history into living documentation: a changelog entry for every push to main, and twelve generated documents.</p>
<p>The API is running. <a href="/api/auth/github">Sign in</a> · <a href="/api/health">Health</a> · <a href="/api/openapi.json">API description</a></p>
<p>The web app arrives with the issue "Web shell and module federation".</p>`,
);

const DASHBOARD_PAGE = page(
  'Dashboard · Chronicle',
  `<h1>Dashboard</h1>
<p>You are signed in: <a href="/api/auth/me">see your account</a>.</p>
<p>The dashboard — your connected repository and its changelog entries — arrives with the issue "Connect a repository, receive pushes, publish changelog entries".</p>`,
);

@ApiExcludeController()
@Controller()
export class SiteController {
  @Get()
  @Access('public')
  @Header('Content-Type', 'text/html; charset=utf-8')
  home(): string {
    return HOME_PAGE;
  }

  @Get('dashboard')
  @Access('public')
  @Header('Content-Type', 'text/html; charset=utf-8')
  dashboard(): string {
    return DASHBOARD_PAGE;
  }
}
