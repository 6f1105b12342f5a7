// Class: swallowed error (regression test). A fatalError inside a Combine `sink` stops the script at the
// `send` that delivered the value. swiftc 6.3.1 (with OpenCombine's semantics on Linux; Apple's Combine
// delivers synchronously too) stops with "Fatal error: in sink" before "after".
import Combine

let subject = PassthroughSubject<Int, Never>()
let subscription = subject.sink { _ in fatalError("in sink") }
subject.send(1)
print("after")
// expect-error: Fatal error: in sink
