import { parseCallee } from './callee.js';

describe('parseCallee', () => {
  it('reads the head, the path of names and the last name, type arguments dropped', () => {
    expect(parseCallee('this.handle', 'TypeScript')).toEqual({ head: 'self', path: ['handle'], last: 'handle', receiver: true, root: null });
    expect(parseCallee('$this->db->query', 'PHP')).toEqual({ head: 'self', path: ['db', 'query'], last: 'query', receiver: true, root: null });
    expect(parseCallee('super().run', 'Python')).toEqual({ head: 'super', path: ['run'], last: 'run', receiver: true, root: null });
    expect(parseCallee('Vec::<u8>::new', 'Rust')).toEqual({ head: null, path: ['Vec', 'new'], last: 'new', receiver: true, root: 'Vec' });
    expect(parseCallee('helper', 'Go')).toEqual({ head: null, path: ['helper'], last: 'helper', receiver: false, root: 'helper' });
  });

  it('tells Rust module paths from method calls on self, and gives a chain with calls inside no path', () => {
    expect(parseCallee('self::parse', 'Rust')).toMatchObject({ head: 'module', path: ['parse'] });
    expect(parseCallee('self.parse', 'Rust')).toMatchObject({ head: 'self', path: ['parse'] });
    expect(parseCallee('crate::de::from_str', 'Rust')).toMatchObject({ head: null, path: [], last: 'from_str', root: null });
    expect(parseCallee('db.collection().findOne', 'JavaScript')).toEqual({ head: null, path: [], last: 'findOne', receiver: true, root: 'db' });
  });
});
