import { readManifests } from '../index.js';

const read = (files: Record<string, string>) => readManifests(Object.entries(files).map(([path, text]) => ({ path, text })));
const line = (d: { name: string; requirement: string | null; scope: string; group: string | null }) => `${d.scope} ${d.name} ${d.requirement ?? '-'} [${d.group ?? ''}]`;

describe('Maven', () => {
  it('reads coordinates, scopes, optional dependencies, properties, modules and the Java version', () => {
    const { manifests } = read({
      'pom.xml': `<?xml version="1.0" encoding="UTF-8"?>
<project xmlns="http://maven.apache.org/POM/4.0.0">
  <modelVersion>4.0.0</modelVersion>
  <groupId>org.acme</groupId>
  <artifactId>parent</artifactId>
  <version>2.1.0</version>
  <packaging>pom</packaging>
  <description>Acme parent</description>
  <licenses><license><name>MIT</name></license></licenses>
  <properties>
    <junit.version>5.10.2</junit.version>
    <maven.compiler.release>17</maven.compiler.release>
  </properties>
  <modules>
    <module>core</module>
    <module>web</module>
  </modules>
  <dependencies>
    <dependency><groupId>org.junit.jupiter</groupId><artifactId>junit-jupiter</artifactId><version>\${junit.version}</version><scope>test</scope></dependency>
    <dependency><groupId>org.jspecify</groupId><artifactId>jspecify</artifactId><version>1.0.0</version><scope>provided</scope></dependency>
    <dependency><groupId>com.google.re2j</groupId><artifactId>re2j</artifactId><version>1.7</version><optional>true</optional></dependency>
    <dependency><groupId>org.slf4j</groupId><artifactId>slf4j-api</artifactId><version>2.0.12</version></dependency>
  </dependencies>
  <dependencyManagement>
    <dependencies>
      <dependency><groupId>io.netty</groupId><artifactId>netty-bom</artifactId><version>4.1.0</version><type>pom</type><scope>import</scope></dependency>
    </dependencies>
  </dependencyManagement>
</project>
`,
      'core/pom.xml': `<project>
  <parent><groupId>org.acme</groupId><artifactId>parent</artifactId><version>2.1.0</version></parent>
  <artifactId>core</artifactId>
  <dependencies>
    <dependency><groupId>org.junit.jupiter</groupId><artifactId>junit-jupiter-params</artifactId><version>\${junit.version}</version><scope>test</scope></dependency>
    <dependency><groupId>org.acme</groupId><artifactId>api</artifactId><version>\${project.version}</version></dependency>
  </dependencies>
</project>
`,
    });
    const root = manifests.find((m) => m.path === 'pom.xml');
    const core = manifests.find((m) => m.path === 'core/pom.xml');
    expect(root).toMatchObject({ name: 'org.acme:parent', version: '2.1.0', license: 'MIT', workspaces: ['core', 'web'], runtime: { name: 'java', requirement: '17' } });
    expect(root!.dependencies.map(line)).toEqual([
      'optional com.google.re2j:re2j 1.7 [compile]',
      'build org.jspecify:jspecify 1.0.0 [provided]',
      'test org.junit.jupiter:junit-jupiter 5.10.2 [test]',
      'runtime org.slf4j:slf4j-api 2.0.12 [compile]',
    ]);
    expect(core).toMatchObject({ path: 'core/pom.xml', name: 'org.acme:core', version: '2.1.0' });
    expect(core!.dependencies.map(line)).toEqual(['runtime org.acme:api 2.1.0 [compile]', 'test org.junit.jupiter:junit-jupiter-params 5.10.2 [test]']);
  });
});
