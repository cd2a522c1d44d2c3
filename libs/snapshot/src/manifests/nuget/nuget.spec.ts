import { readManifests } from '../index.js';

const read = (files: Record<string, string>) => readManifests(Object.entries(files).map(([path, text]) => ({ path, text })));

describe('NuGet', () => {
  it('reads PackageReferences, central versions, the target framework and development-only assets', () => {
    const { manifests } = read({
      'Directory.Packages.props': `<Project>
  <ItemGroup>
    <PackageVersion Include="Serilog" Version="3.1.1" />
  </ItemGroup>
</Project>`,
      'src/Api/Api.csproj': `<Project Sdk="Microsoft.NET.Sdk.Web">
  <PropertyGroup>
    <TargetFramework>net8.0</TargetFramework>
    <Version>1.2.3</Version>
    <PackageLicenseExpression>MIT</PackageLicenseExpression>
  </PropertyGroup>
  <ItemGroup>
    <PackageReference Include="Newtonsoft.Json" Version="13.0.3" />
    <PackageReference Include="Serilog" />
    <PackageReference Include="StyleCop.Analyzers" PrivateAssets="all">
      <Version>1.1.118</Version>
    </PackageReference>
    <ProjectReference Include="../Core/Core.csproj" />
  </ItemGroup>
</Project>`,
    });
    expect(manifests).toHaveLength(1);
    expect(manifests[0]).toMatchObject({ kind: '*.csproj', name: 'Api', version: '1.2.3', license: 'MIT', runtime: { name: 'dotnet', requirement: 'net8.0' } });
    expect(manifests[0]!.dependencies.map((d) => `${d.scope} ${d.name} ${d.requirement}`)).toEqual(['runtime Newtonsoft.Json 13.0.3', 'runtime Serilog 3.1.1', 'development StyleCop.Analyzers 1.1.118']);
  });

  it('reads packages.lock.json', () => {
    const { lockfiles } = read({
      'packages.lock.json': JSON.stringify({
        version: 1,
        dependencies: {
          'net8.0': {
            Serilog: { type: 'Direct', requested: '[3.1.1, )', resolved: '3.1.1' },
            'Serilog.Sinks.File': { type: 'Transitive', resolved: '5.0.0', dependencies: { Serilog: '2.10.0' } },
            Core: { type: 'Project' },
          },
        },
      }),
    });
    expect(lockfiles[0]!.packages.map((p) => `${p.name}@${p.version}:${p.dependencies.join('+')}`)).toEqual(['Serilog@3.1.1:', 'Serilog.Sinks.File@5.0.0:Serilog']);
  });
});
