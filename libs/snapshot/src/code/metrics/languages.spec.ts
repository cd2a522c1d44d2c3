import type { CodeFacts } from '../../model.js';
import { extractCode } from '../index.js';

// The same walker, driven by each language's table: functions named and measured, and each kind of
// hint found where the language has it, with a negative beside it.

const read = (path: string, language: string, lines: string[]): Promise<CodeFacts> => extractCode({ path, language, text: lines.join('\n') });
const functions = (facts: CodeFacts): [string, number, number][] => facts.functions.map((fn) => [fn.name, fn.line, fn.branches]);
const hints = (facts: CodeFacts): [string, number, string | null, string | null][] => facts.hints.map((hint) => [hint.kind, hint.line, hint.call, hint.function]);

describe('function metrics and loop hints: Python', () => {
  const source = [
    'import requests',
    'from flask import Flask',
    'app = Flask(__name__)',
    '',
    'async def crawl(urls, session):',
    '    for url in await session.urls():',
    '        page = await session.get(url)',
    '        requests.post(url, data=page)',
    '    names = [fetch_name(u) for u in urls if u]',
    '    return names if names and urls else None',
    '',
    "@app.route('/report')",
    'def report():',
    "    return open('report.txt').read()",
    '',
    'def helper():',
    "    with open('notes.txt') as notes:",
    '        return max(1, 2), lambda x: x',
  ];

  it('counts loops, comprehensions, their conditions, conditional expressions and `and`', async () => {
    const facts = await read('crawl.py', 'Python', source);
    expect(functions(facts)).toEqual([
      ['crawl', 5, 5],
      ['report', 13, 0],
      ['helper', 16, 0],
      ['<anonymous>', 18, 0],
    ]);
  });

  it('finds an await and a requests call in a loop, and open() in a Flask view, but not open() elsewhere', async () => {
    const facts = await read('crawl.py', 'Python', source);
    expect(hints(facts)).toEqual([
      ['await-in-loop', 7, 'session.get', 'crawl'],
      ['io-in-loop', 8, 'requests.post', 'crawl'],
      ['sync-in-handler', 14, 'open', 'report'],
    ]);
  });
});

describe('function metrics and loop hints: Go', () => {
  const source = [
    'package api',
    '',
    'func (s *Server) Sync(ids []int) error {',
    '\tfor _, id := range s.db.Ids() {',
    '\t\ts.execute(id)',
    '\t\tif _, err := s.db.Exec("UPDATE t SET n = 1 WHERE id = ?", id); err != nil && id > 0 {',
    '\t\t\treturn err',
    '\t\t}',
    '\t\tfor range ids {',
    '\t\t}',
    '\t}',
    '\tswitch len(ids) {',
    '\tcase 0:',
    '\t\treturn nil',
    '\tdefault:',
    '\t}',
    '\treturn nil',
    '}',
    '',
    'func (s *Server) Register(mux *http.ServeMux) {',
    '\tmux.HandleFunc("/health", func(w http.ResponseWriter, r *http.Request) { os.ReadFile("health.txt") })',
    '\thttp.HandleFunc("/users", s.users)',
    '}',
    '',
    'func (s *Server) users(w http.ResponseWriter, r *http.Request) {',
    '\ttime.Sleep(time.Second)',
    '}',
    '',
    'func (s *Server) idle() { time.Sleep(time.Second) }',
    '',
    'func (s *Server) execute(id int) {}',
  ];

  it('names methods by their receiver type and counts if, for, && and case arms but not default', async () => {
    const facts = await read('api/server.go', 'Go', source);
    expect(functions(facts)).toEqual([
      ['Server.Sync', 3, 5],
      ['Server.Register', 20, 0],
      ['<anonymous>', 21, 0],
      ['Server.users', 25, 0],
      ['Server.idle', 29, 0],
      ['Server.execute', 31, 0],
    ]);
  });

  it('finds a database call (not the file\'s own execute method) and a nested loop, and blocking calls in an inline and a named handler only', async () => {
    const facts = await read('api/server.go', 'Go', source);
    expect(hints(facts)).toEqual([
      ['io-in-loop', 6, 's.db.Exec', 'Server.Sync'],
      ['nested-loop', 9, null, 'Server.Sync'],
      ['sync-in-handler', 21, 'os.ReadFile', 'Server.Register'],
      ['sync-in-handler', 26, 'time.Sleep', 'Server.users'],
    ]);
  });
});

describe('function metrics and loop hints: Rust', () => {
  it('counts for, loop, if, && and match arms but not `_`, and finds `.await` and reqwest in a loop', async () => {
    const facts = await read('src/client.rs', 'Rust', [
      'pub struct Client;',
      'impl Client {',
      '    pub async fn fetch_all(&self, urls: Vec<String>) -> usize {',
      '        let mut total = 0;',
      '        for url in urls.iter() {',
      '            let body = reqwest::get(url).await;',
      '            total += if body.is_ok() && total < 9 { 1 } else { 0 };',
      '        }',
      '        loop { break; }',
      '        match total { 0 => 1, _ => 2 }',
      '    }',
      '}',
      'fn helper() -> i32 { let double = |x: i32| x * 2; double(1).max(2) }',
    ]);
    expect(functions(facts)).toEqual([
      ['Client::fetch_all', 3, 5],
      ['helper', 13, 0],
      ['double', 13, 0],
    ]);
    expect(hints(facts)).toEqual([
      ['await-in-loop', 6, 'reqwest::get', 'Client::fetch_all'],
      ['io-in-loop', 6, 'reqwest::get', 'Client::fetch_all'],
    ]);
  });
});

describe('function metrics and loop hints: Java', () => {
  it('measures methods with a body and lambdas, and finds repository calls in a loop and a blocking call in a Spring handler', async () => {
    const facts = await read('src/main/java/app/Repo.java', 'Java', [
      'public abstract class Repo {',
      '  public void saveAll(List<User> users) {',
      '    for (User u : users) { jdbcTemplate.update(u); repository.save(u); }',
      '    users.forEach(u -> log(u));',
      '    while (a || b) {}',
      '    int x = y > 0 ? 1 : 2;',
      '    switch (x) { case 1: break; default: break; }',
      '    try { Math.max(1, 2); } catch (Exception e) {}',
      '  }',
      '  abstract void flush();',
      '}',
      '@RestController',
      'class Api {',
      '  @GetMapping("/file")',
      '  public String file() throws Exception { return Files.readString(Path.of("a")); }',
      '  String other() throws Exception { return Files.readString(Path.of("b")); }',
      '}',
    ]);
    expect(functions(facts)).toEqual([
      ['Repo.saveAll', 2, 6],
      ['<anonymous>', 4, 0],
      ['Api.file', 14, 0],
      ['Api.other', 16, 0],
    ]);
    expect(hints(facts)).toEqual([
      ['io-in-loop', 3, 'jdbcTemplate.update', 'Repo.saveAll'],
      ['io-in-loop', 3, 'repository.save', 'Repo.saveAll'],
      ['sync-in-handler', 15, 'Files.readString', 'Api.file'],
    ]);
  });
});

describe('function metrics and loop hints: C#', () => {
  it('measures methods, accessors with a body and lambdas, and finds an awaited HttpClient call in a loop', async () => {
    const facts = await read('Sync.cs', 'C#', [
      'public class Sync {',
      '  public async Task Run(List<string> ids) {',
      '    foreach (var id in await Load()) {',
      '      await _httpClient.GetAsync(id);',
      '      if (id == null || id == "") continue;',
      '    }',
      '    var kind = ids.Count switch { 0 => "none", _ => "some" };',
      '    Func<int, int> twice = x => x * 2;',
      '  }',
      '  public int Size { get { return 1; } }',
      '  public int Count { get; set; }',
      '  public abstract void Flush();',
      '}',
    ]);
    expect(functions(facts)).toEqual([
      ['Sync.Run', 2, 4],
      ['twice', 8, 0],
      ['Sync.Size', 10, 0],
    ]);
    expect(hints(facts)).toEqual([
      ['await-in-loop', 4, '_httpClient.GetAsync', 'Sync.Run'],
      ['io-in-loop', 4, '_httpClient.GetAsync', 'Sync.Run'],
    ]);
  });
});

describe('function metrics and loop hints: Ruby', () => {
  it('takes an each block for a loop, and finds a find_by call and a nested each in it', async () => {
    const facts = await read('lib/importer.rb', 'Ruby', [
      'class Importer',
      '  def run(rows)',
      '    rows.each do |row|',
      '      User.find_by(email: row)',
      '      rows.each { |other| puts other }',
      '    end',
      '    x = rows.empty? ? 0 : 1',
      '    return 1 if rows.nil? || x',
      '    rows.first(2)',
      '  end',
      '  def self.build',
      '    new',
      '  end',
      'end',
    ]);
    expect(functions(facts)).toEqual([
      ['Importer#run', 2, 3],
      ['Importer.build', 11, 0],
    ]);
    expect(hints(facts)).toEqual([
      ['io-in-loop', 4, 'User.find_by', 'Importer#run'],
      ['nested-loop', 5, null, 'Importer#run'],
    ]);
  });
});

describe('function metrics and loop hints: PHP', () => {
  it('measures methods with a body and closures, and finds a query in a foreach and a nested foreach', async () => {
    const facts = await read('src/Report.php', 'PHP', [
      '<?php',
      'abstract class Report {',
      '  public function build(array $ids) {',
      '    foreach ($ids as $id) {',
      '      $this->db->query("SELECT 1");',
      '      foreach ($ids as $other) {}',
      '    }',
      '    $pick = function ($a) { return $a ?: 0; };',
      '    return $ids && $pick ? 1 : 0;',
      '  }',
      '  abstract public function flush();',
      '}',
    ]);
    expect(functions(facts)).toEqual([
      ['Report::build', 3, 4],
      ['$pick', 8, 1],
    ]);
    expect(hints(facts)).toEqual([
      ['io-in-loop', 5, '$this->db->query', 'Report::build'],
      ['nested-loop', 6, null, 'Report::build'],
    ]);
  });
});

describe('function metrics and loop hints: C and C++', () => {
  it('counts for, &&, case arms and ternaries in C, and finds a nested loop and sqlite3_exec in a loop', async () => {
    const facts = await read('src/sum.c', 'C', [
      'int sum(int *xs, int n) {',
      '  int total = 0;',
      '  for (int i = 0; i < n && xs; i++) {',
      '    for (int j = 0; j < n; j++) { total += xs[j]; }',
      '    sqlite3_exec(db, "SELECT 1", 0, 0, 0);',
      '  }',
      '  switch (n) { case 0: return 0; default: break; }',
      '  return total > 0 ? total : abs(total);',
      '}',
      'int prototype(void);',
    ]);
    expect(functions(facts)).toEqual([['sum', 1, 5]]);
    expect(hints(facts)).toEqual([
      ['nested-loop', 4, null, 'sum'],
      ['io-in-loop', 5, 'sqlite3_exec', 'sum'],
    ]);
  });

  it('names an out-of-class C++ definition by its qualified name, and measures lambdas', async () => {
    const facts = await read('src/shape.cpp', 'C++', [
      'namespace geo {',
      'double Shape::area() const {',
      '  for (auto& p : points()) { if (p.x > 0 || p.y > 0) { curl_easy_perform(handle); } }',
      '  auto scale = [](double x) { return x * 2; };',
      '  try { return scale(1); } catch (...) { return 0; }',
      '}',
      '}',
    ]);
    expect(functions(facts)).toEqual([
      ['geo::Shape::area', 2, 4],
      ['scale', 4, 0],
    ]);
    expect(hints(facts)).toEqual([['io-in-loop', 3, 'curl_easy_perform', 'geo::Shape::area']]);
  });
});
