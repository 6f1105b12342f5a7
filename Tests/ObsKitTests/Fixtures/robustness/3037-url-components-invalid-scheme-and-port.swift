// Class: crash (found by obsfuzz after the merge of the swift-core and robust branches: Foundation's own
// URLComponents traps, "URLComponents.swift:813: Fatal error: Attempting to set scheme with invalid
// characters", and took ObsREPL down with it). swiftc 6.3.1 on this machine: the program below prints the
// first two lines, then stops with that fatal error (for a negative port: "Attempting to set port with a
// negative number"). ObsREPL checks first and stops with Swift's words.
import Foundation
var parts = URLComponents()
parts.scheme = "a+b-c.d"
print(parts.string ?? "nil")
parts.port = nil
print(parts.port == nil)
parts.scheme = "1 bad"
print("not reached")
// expect: a+b-c.d:
// expect: true
// expect-error: Fatal error: Attempting to set scheme with invalid characters
