import { readManifests } from '../index.js';

const read = (files: Record<string, string>) => readManifests(Object.entries(files).map(([path, text]) => ({ path, text })));
const line = (d: { name: string; requirement: string | null; scope: string; group: string | null }) => `${d.scope} ${d.name} ${d.requirement ?? '-'} [${d.group ?? ''}]`;

describe('RubyGems', () => {
  it('reads Gemfile gems, group blocks and options, and the Ruby version', () => {
    const { manifests } = read({
      Gemfile: `source "https://rubygems.org"
ruby "3.3.0"

gem "rails", "~> 7.1", ">= 7.1.3"
gem "pg", require: false # database
gem 'rubocop', group: :development

group :development, :test do
  gem "rspec-rails"
  if ENV["CI"]
    gem "simplecov"
  end
end

group :test do
  gem "capybara", "~> 3.40"
end
`,
    });
    expect(manifests[0]).toMatchObject({ kind: 'Gemfile', runtime: { name: 'ruby', requirement: '3.3.0' } });
    expect(manifests[0]!.dependencies.map(line)).toEqual([
      'test capybara ~> 3.40 [test]',
      'runtime pg - []',
      'runtime rails ~> 7.1, >= 7.1.3 []',
      'development rspec-rails - [development, test]',
      'development rubocop - [development]',
      'development simplecov - [development, test]',
    ]);
  });

  it('reads a gemspec', () => {
    const { manifests } = read({
      'acme.gemspec': `Gem::Specification.new do |spec|
  spec.name = "acme"
  spec.version = "0.9.0"
  spec.summary = "Acme tools"
  spec.license = "MIT"
  spec.required_ruby_version = ">= 3.0"
  spec.add_dependency "thor", "~> 1.3"
  spec.add_development_dependency "rake", ">= 13"
end
`,
    });
    expect(manifests[0]).toMatchObject({ name: 'acme', version: '0.9.0', description: 'Acme tools', license: 'MIT', runtime: { name: 'ruby', requirement: '>= 3.0' } });
    expect(manifests[0]!.dependencies.map(line)).toEqual(['development rake >= 13 []', 'runtime thor ~> 1.3 []']);
  });

  it('reads Gemfile.lock specs with their dependencies, leaving PATH gems out', () => {
    const { lockfiles } = read({
      'Gemfile.lock': `PATH
  remote: .
  specs:
    acme (0.9.0)
      thor (~> 1.3)

GEM
  remote: https://rubygems.org/
  specs:
    actionpack (7.1.3)
      rack (>= 2.2.4)
      rack-test (>= 0.6.3)
    rack (3.0.9)
    rack-test (2.1.0)
      rack (>= 1.3)
    thor (1.3.1)

PLATFORMS
  ruby

DEPENDENCIES
  acme!

BUNDLED WITH
   2.5.6
`,
    });
    expect(lockfiles[0]!.packages.map((p) => `${p.name}@${p.version}:${p.dependencies.join('+')}`)).toEqual(['actionpack@7.1.3:rack+rack-test', 'rack@3.0.9:', 'rack-test@2.1.0:rack', 'thor@1.3.1:']);
  });
});
