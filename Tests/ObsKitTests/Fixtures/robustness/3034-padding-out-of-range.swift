// Class: crash (found by obsfuzz after Foundation came in: Foundation's own precondition trapped inside
// ObsREPL). swiftc 6.3.1 with Foundation on Linux stops with "Foundation/NSString.swift:1191: Fatal error:
// out of range padIndex" (an empty pad: "empty pad string"; a negative length: "String index range is out of
// bounds"). ObsREPL checks them first and stops the script with Foundation's words.
import Foundation
print("7".padding(toLength: 3, withPad: "0", startingAt: 4))
// expect-error: Fatal error: out of range padIndex
