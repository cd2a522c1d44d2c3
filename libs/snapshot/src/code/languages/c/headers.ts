// The headers of the C and C++ standard libraries, of POSIX, and the Windows SDK's main ones:
// an `#include` of one of them that no repository file answers is the standard library.
const C = 'assert complex ctype errno fenv float inttypes iso646 limits locale math setjmp signal stdalign stdarg stdatomic stdbit stdbool stdckdint stddef stdint stdio stdlib stdnoreturn string tgmath threads time uchar wchar wctype';
const CPP =
  'algorithm any array atomic barrier bit bitset cassert ccomplex cctype cerrno cfenv cfloat charconv chrono cinttypes ciso646 climits clocale cmath codecvt compare complex concepts condition_variable coroutine csetjmp csignal cstdalign cstdarg cstdbool cstddef cstdint cstdio cstdlib cstring ctgmath ctime cuchar cwchar cwctype deque exception execution expected filesystem flat_map flat_set format forward_list fstream functional future generator initializer_list iomanip ios iosfwd iostream istream iterator latch limits list locale map mdspan memory memory_resource mutex new numbers numeric optional ostream print queue random ranges ratio regex scoped_allocator semaphore set shared_mutex source_location span spanstream sstream stack stacktrace stdexcept stdfloat stop_token streambuf string string_view strstream syncstream system_error thread tuple type_traits typeindex typeinfo unordered_map unordered_set utility valarray variant vector version';
const POSIX =
  'aio arpa/inet cpio dirent dlfcn fcntl fmtmsg fnmatch ftw glob grp iconv langinfo libgen monetary mqueue ndbm net/if netdb netinet/in netinet/tcp nl_types poll pthread pwd regex sched search semaphore spawn strings stropts sys/ipc sys/mman sys/msg sys/resource sys/select sys/sem sys/shm sys/socket sys/stat sys/statvfs sys/time sys/times sys/types sys/uio sys/un sys/utsname sys/wait syslog tar termios trace ulimit unistd utime utmpx wordexp sys/ioctl sys/param sys/file alloca malloc endian getopt execinfo err sysexits';
const WINDOWS = 'windows winsock2 ws2tcpip windef winbase winnt winuser process io direct conio tchar intrin';

/** Standard headers as included: `stdio.h`, `vector`, `sys/types.h`. */
export const STANDARD_HEADERS: ReadonlySet<string> = new Set([
  ...`${C} ${POSIX} ${WINDOWS}`.split(' ').map((name) => `${name}.h`),
  ...CPP.split(' '),
]);
