import { receiverNamesType } from './flows.js';

describe('receiverNamesType', () => {
  it('follows a name-only call when the receiver is named after the type', () => {
    expect(receiverNamesType('router.find', 'Router.find')).toBe(true);
    expect(receiverNamesType('app.use', 'Application.use')).toBe(true);
    expect(receiverNamesType('this.parentRouter.find', 'Router.find')).toBe(true);
    expect(receiverNamesType('Serializer::new', 'Serializer::new')).toBe(true);
  });

  it('does not follow one on another object or a bare name', () => {
    expect(receiverNamesType('list.find', 'Router.find')).toBe(false);
    expect(receiverNamesType('find', 'Router.find')).toBe(false);
    expect(receiverNamesType('x.find', 'find')).toBe(false);
  });
});
