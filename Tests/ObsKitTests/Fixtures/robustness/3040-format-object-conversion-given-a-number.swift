// Class: crash (found by obsfuzz after this stop's new corpora: `String(format: "%@ %d", 3054)` made
// Foundation read the Int as an object pointer, "Bad pointer dereference" in __CFCopyFormattingDescription,
// and took ObsREPL down with it). swiftc 6.3.1 on this machine compiles the same program and it crashes the
// same way. ObsREPL checks the format against its arguments first: '%@' given a number, '%s'/'%n', and more
// conversions than arguments stop with the reason; everything else formats as Foundation does.
import Foundation
print(String(format: "%@ is %d, %.1f%%", "Ann", 3, 12.34))
print(String(format: "%2$@ %1$@", "world", "hello"))
print(String(format: "%@ %d", 3054))
// expect: Ann is 3, 12.3%
// expect: hello world
// expect-error: String(format:): '%@' is given a value of type 'Int', which Foundation would read as an object and crash
