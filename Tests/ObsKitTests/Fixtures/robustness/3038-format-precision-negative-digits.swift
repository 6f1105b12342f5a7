// Class: crash (found by obsfuzz after the merges of this stop: Foundation itself traps with
// "StringLegacy.swift:31: Fatal error: Negative count not allowed" when a number is formatted with a negative
// count of digits, and took ObsREPL down with it). swiftc 6.3.1 on this machine prints the first line, then
// stops with that fatal error (for .fractionLength and .integerLength alike). ObsREPL stops with Swift's words.
import Foundation
print(3.14159.formatted(.number.precision(.fractionLength(2))))
print(3.14159.formatted(.number.precision(.fractionLength(-1))))
// expect: 3.14
// expect-error: Fatal error: Negative count not allowed
