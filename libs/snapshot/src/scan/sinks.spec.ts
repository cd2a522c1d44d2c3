import { findSinks } from './sinks.js';

const sinks = (language: string, lines: string[], path = 'src/file') => findSinks({ path, language, text: lines.join('\n'), comments: null }).map(({ kind, line, call }) => [line, kind, call]);

describe('findSinks', () => {
  it('JavaScript and TypeScript: eval, new Function, shell and SQL built from strings, TLS off, weak password hashes', () => {
    const code = [
      "import { exec, execSync, spawn } from 'node:child_process';",
      'eval(userCode);',
      "const add = new Function('a', 'b', body);",
      'exec(`git log ${branch}`);',
      "child_process.execSync('rm -rf ' + dir);",
      "spawn(cmd, args, { shell: true });",
      'await db.query(`SELECT * FROM users WHERE id = ${id}`);',
      "await pool.query('DELETE FROM t WHERE id = ' + id);",
      'const agent = new https.Agent({ rejectUnauthorized: false });',
      "process.env.NODE_TLS_REJECT_UNAUTHORIZED = '0';",
      "const digest = createHash('md5').update(password).digest('hex');",
    ];
    expect(sinks('TypeScript', code)).toEqual([
      [2, 'eval', 'eval'],
      [3, 'eval', 'new Function'],
      [4, 'shell', 'exec'],
      [5, 'shell', 'child_process.execSync'],
      [6, 'shell', 'shell: true'],
      [7, 'sql', 'db.query'],
      [8, 'sql', 'pool.query'],
      [9, 'tls-off', 'rejectUnauthorized: false'],
      [10, 'tls-off', 'NODE_TLS_REJECT_UNAUTHORIZED'],
      [11, 'weak-hash', 'md5'],
    ]);
  });

  it('JavaScript: leaves comments, strings, literals, parameterised queries and regex exec alone', () => {
    const code = [
      '// eval(userCode) is never called',
      '/*',
      '  exec(`rm ${x}`)',
      '*/',
      "const help = 'do not eval(code) here';",
      "eval('1 + 1');",
      "exec('git status');",
      'pattern.exec(text + suffix);',
      "await db.query('SELECT * FROM users WHERE id = $1', [id]);",
      'await db.query(sql`SELECT * FROM users WHERE id = ${id}`);',
      "const etag = createHash('md5').update(body).digest('hex');",
      'const url = c.req.query(`${name}`);',
      "const help = 'MD5 or SHA-1 on a line about passwords';",
      "const sample = \"const digest = createHash('md5').update(password)\";",
      "const note = 'set NODE_TLS_REJECT_UNAUTHORIZED=0 only for local tests';",
    ];
    expect(sinks('JavaScript', code)).toEqual([]);
  });

  it('Python: eval, subprocess with shell=True, os.system, SQL by f-string or %, unsafe YAML and pickle, verify=False', () => {
    const code = [
      'import subprocess, os, yaml, pickle, hashlib',
      'result = eval(expression)',
      'subprocess.run(command, shell=True)',
      'os.system("ls " + folder)',
      'cursor.execute(f"SELECT * FROM users WHERE name = \'{name}\'")',
      'cursor.execute("DELETE FROM t WHERE id = %s" % row_id)',
      'config = yaml.load(stream)',
      'data = pickle.loads(blob)',
      'requests.get(url, verify=False)',
      'hashed = hashlib.sha1(password.encode()).hexdigest()',
      '"""',
      'eval(never) in a docstring',
      '"""',
      '# os.system(cmd)',
      'safe = yaml.load(stream, Loader=yaml.SafeLoader)',
      'cursor.execute("SELECT * FROM users WHERE id = %s", (row_id,))',
      'subprocess.run(["ls", folder])',
      'os.system("make")',
    ];
    expect(sinks('Python', code)).toEqual([
      [2, 'eval', 'eval'],
      [3, 'shell', 'subprocess.run'],
      [4, 'shell', 'os.system'],
      [5, 'sql', 'cursor.execute'],
      [6, 'sql', 'cursor.execute'],
      [7, 'deserialization', 'yaml.load'],
      [8, 'deserialization', 'pickle.loads'],
      [9, 'tls-off', 'verify=False'],
      [10, 'weak-hash', 'sha1'],
    ]);
  });

  it('Go: a shell command built with Sprintf or +, SQL built with Sprintf, InsecureSkipVerify', () => {
    const code = [
      'cmd := exec.Command("sh", "-c", fmt.Sprintf("tar xf %s", name))',
      'cmd2 := exec.Command("/bin/bash", "-c", "rm -rf "+dir)',
      'rows, err := db.Query(fmt.Sprintf("SELECT * FROM users WHERE id = %d", id))',
      'tls := &tls.Config{InsecureSkipVerify: true}',
      'ok := exec.Command("git", "status")',
      'rows, err = db.Query("SELECT * FROM users WHERE id = $1", id)',
      '// InsecureSkipVerify: true only in tests',
    ];
    expect(sinks('Go', code)).toEqual([
      [1, 'shell', 'exec.Command'],
      [2, 'shell', 'exec.Command'],
      [3, 'sql', 'db.Query'],
      [4, 'tls-off', 'InsecureSkipVerify: true'],
    ]);
  });

  it('Ruby, PHP, Java, Rust: interpolated commands and queries, unserialize, ObjectInputStream, a shell Command, invalid certs accepted', () => {
    expect(sinks('Ruby', ['files = `ls #{dir}`', 'system("tar xf #{name}")', 'User.where("name = \'#{name}\'")', 'obj = Marshal.load(data)', 'system("make")', '# `rm #{x}`'])).toEqual([
      [1, 'shell', 'backticks'],
      [2, 'shell', 'system'],
      [3, 'sql', 'User.where'],
      [4, 'deserialization', 'Marshal.load'],
    ]);
    expect(sinks('PHP', ['<?php', '$data = unserialize($_COOKIE["c"]);', '$r = $pdo->query("SELECT * FROM users WHERE id = $id");', 'eval($code);', 'json_decode($body);'])).toEqual([
      [2, 'deserialization', 'unserialize'],
      [3, 'sql', '$pdo->query'],
      [4, 'eval', 'eval'],
    ]);
    expect(sinks('Java', ['ObjectInputStream in = new ObjectInputStream(socket.getInputStream());', 'stmt.executeQuery("SELECT * FROM users WHERE name = \'" + name + "\'");', 'ps = conn.prepareStatement("SELECT * FROM users WHERE id = ?");'])).toEqual([
      [1, 'deserialization', 'ObjectInputStream'],
      [2, 'sql', 'stmt.executeQuery'],
    ]);
    expect(sinks('Rust', ['let out = Command::new("sh").arg("-c").arg(&script).output()?;', 'let client = Client::builder().danger_accept_invalid_certs(true).build()?;', 'let git = Command::new("git");'])).toEqual([
      [1, 'shell', 'Command::new'],
      [2, 'tls-off', 'danger_accept_invalid_certs'],
    ]);
  });

  it('reads no sinks in languages it has no patterns for, such as Markdown', () => {
    expect(sinks('Markdown', ['```js', 'eval(userCode);', '```'])).toEqual([]);
  });
});
