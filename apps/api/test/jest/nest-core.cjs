// See cjs-nest-resolver.cjs.
module.exports = require('./nest-instance.cjs')('@nestjs/core');
