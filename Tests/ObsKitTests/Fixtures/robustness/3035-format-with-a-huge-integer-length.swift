// Class: crash (found by obsfuzz after Foundation came in: the process died in the allocator, "Fatal error:
// failed to allocate 1099511627824 bytes of memory with alignment 8", padding a number to 2^40 digits).
// Compiled Swift dies with the same words. ObsREPL checks the size before Foundation pads, and stops the
// script with them (the memory budget applies below what the machine has).
import Foundation
print(7.formatted(.number.precision(.integerLength(1 << 40))))
// expect-error: Fatal error: failed to allocate 1099511627824 bytes of memory with alignment 8
