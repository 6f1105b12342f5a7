// `sink(receiveValue:)` alone needs a publisher that never fails.
// Xcode rejects this at compile time; the message below is swiftc's (tools/check-interface against
// Interface/), the first error it reports.
import Combine

enum LoadError: Error { case offline }

let subject = PassthroughSubject<Int, LoadError>()
let c = subject.sink { print($0) }
subject.send(1)

// expect-error: referencing instance method 'sink(receiveValue:)' on 'Publisher' requires the types 'LoadError' and 'Never' be equivalent
