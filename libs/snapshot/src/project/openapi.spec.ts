import { isOpenApiPath, readOpenApi } from './openapi.js';

describe('OpenAPI', () => {
  it('claims files by name: openapi or swagger in the name, or inside an openapi/swagger folder', () => {
    expect(['openapi.yaml', 'api/openapi.json', 'docs/petstore.swagger.yml', 'spec/openapi/users.yaml'].filter(isOpenApiPath)).toHaveLength(4);
    expect(['config.yaml', 'openapi.md', 'src/swagger.ts'].filter(isOpenApiPath)).toEqual([]);
  });

  it('reads title, version and operations sorted by path, then method', () => {
    const text = `openapi: 3.0.3
info:
  title: Pet Store
  version: 1.0.0
paths:
  /pets/{id}:
    parameters:
      - name: id
        in: path
    get:
      operationId: getPet
      summary: Get a pet
    delete:
      operationId: deletePet
  /pets:
    post:
      summary: Add a pet
    get:
      operationId: listPets
`;
    expect(readOpenApi({ path: 'openapi.yaml', text })).toEqual({
      path: 'openapi.yaml',
      title: 'Pet Store',
      version: '1.0.0',
      operations: [
        { method: 'GET', path: '/pets', operationId: 'listPets', summary: null },
        { method: 'POST', path: '/pets', operationId: null, summary: 'Add a pet' },
        { method: 'DELETE', path: '/pets/{id}', operationId: 'deletePet', summary: null },
        { method: 'GET', path: '/pets/{id}', operationId: 'getPet', summary: 'Get a pet' },
      ],
    });
  });

  it('reads Swagger 2 JSON, and refuses a file whose top level is not OpenAPI', () => {
    const swagger = JSON.stringify({ swagger: '2.0', info: { title: 'Legacy', version: '2' }, paths: { '/ping': { get: { operationId: 'ping' } } } });
    expect(readOpenApi({ path: 'swagger.json', text: swagger })?.operations).toEqual([{ method: 'GET', path: '/ping', operationId: 'ping', summary: null }]);
    expect(readOpenApi({ path: 'openapi/config.yaml', text: 'server:\n  port: 80\n' })).toBeNull();
  });
});
