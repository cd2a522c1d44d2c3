import { readManifests } from '../index.js';

const read = (files: Record<string, string>) => readManifests(Object.entries(files).map(([path, text]) => ({ path, text })));
const line = (d: { name: string; requirement: string | null; scope: string; group: string | null }) => `${d.scope} ${d.name} ${d.requirement ?? '-'} [${d.group ?? ''}]`;

describe('Gradle', () => {
  it('reads Groovy declarations in string and map form, with variables, and the settings beside it', () => {
    const { manifests } = read({
      'settings.gradle': "rootProject.name = 'shop'\ninclude ':core', ':web:api'\n",
      'build.gradle': `plugins { id 'java' }
group = 'org.acme'
version = '1.4.0'
def jacksonVersion = '2.17.0'

java { toolchain { languageVersion = JavaLanguageVersion.of(21) } }

dependencies {
    implementation "com.fasterxml.jackson.core:jackson-databind:$jacksonVersion"
    api 'com.google.guava:guava:33.0.0-jre'
    compileOnly group: 'org.projectlombok', name: 'lombok', version: '1.18.30'
    annotationProcessor 'org.projectlombok:lombok:1.18.30'
    runtimeOnly 'org.postgresql:postgresql:42.7.1'
    testImplementation 'org.junit.jupiter:junit-jupiter:5.10.1' // tests
    implementation project(':core')
    // implementation 'commented:out:1.0'
}
`,
    });
    const build = manifests.find((m) => m.path === 'build.gradle')!;
    expect(build).toMatchObject({ kind: 'build.gradle', name: 'org.acme:shop', version: '1.4.0', workspaces: ['core', 'web/api'], runtime: { name: 'java', requirement: '21' } });
    expect(build.dependencies.map(line)).toEqual([
      'runtime com.fasterxml.jackson.core:jackson-databind 2.17.0 [implementation]',
      'runtime com.google.guava:guava 33.0.0-jre [api]',
      'test org.junit.jupiter:junit-jupiter 5.10.1 [testImplementation]',
      'runtime org.postgresql:postgresql 42.7.1 [runtimeOnly]',
      'build org.projectlombok:lombok 1.18.30 [annotationProcessor]',
      'build org.projectlombok:lombok 1.18.30 [compileOnly]',
    ]);
    expect(manifests.find((m) => m.path === 'settings.gradle')).toMatchObject({ name: 'shop', workspaces: ['core', 'web/api'], dependencies: [] });
  });

  it('reads Kotlin DSL declarations and resolves version-catalog references and bundles', () => {
    const { manifests } = read({
      'gradle/libs.versions.toml': `[versions]
ktor = "2.3.9"

[libraries]
ktor-server-core = { module = "io.ktor:ktor-server-core", version.ref = "ktor" }
ktor-server-netty = { group = "io.ktor", name = "ktor-server-netty", version.ref = "ktor" }
kotest = "io.kotest:kotest-runner-junit5:5.8.0"

[bundles]
ktor = ["ktor-server-core", "ktor-server-netty"]
`,
      'app/build.gradle.kts': `dependencies {
    implementation(libs.bundles.ktor)
    implementation("ch.qos.logback:logback-classic:1.5.3")
    implementation(kotlin("stdlib"))
    testImplementation(libs.kotest)
    debugImplementation(platform("androidx.compose:compose-bom:2024.02.00"))
}
`,
    });
    expect(manifests).toHaveLength(1);
    expect(manifests[0]).toMatchObject({ kind: 'build.gradle.kts', name: 'app' });
    expect(manifests[0]!.dependencies.map(line)).toEqual([
      'development androidx.compose:compose-bom 2024.02.00 [debugImplementation]',
      'runtime ch.qos.logback:logback-classic 1.5.3 [implementation]',
      'test io.kotest:kotest-runner-junit5 5.8.0 [testImplementation]',
      'runtime io.ktor:ktor-server-core 2.3.9 [implementation]',
      'runtime io.ktor:ktor-server-netty 2.3.9 [implementation]',
      'runtime org.jetbrains.kotlin:kotlin-stdlib - [implementation]',
    ]);
  });

  it('reads gradle.lockfile; packages only test configurations use are development', () => {
    const { lockfiles } = read({
      'gradle.lockfile': '# This is a Gradle generated file\ncom.google.guava:guava:33.0.0-jre=compileClasspath,runtimeClasspath\norg.junit.jupiter:junit-jupiter:5.10.1=testCompileClasspath,testRuntimeClasspath\nempty=annotationProcessor\n',
    });
    expect(lockfiles[0]!.packages.map((p) => `${p.name}@${p.version}:${p.scope}`)).toEqual(['com.google.guava:guava@33.0.0-jre:runtime', 'org.junit.jupiter:junit-jupiter@5.10.1:development']);
  });
});
