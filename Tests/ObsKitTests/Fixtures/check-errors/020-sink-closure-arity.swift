// A `sink` closure with two parameters for a publisher of single values.
// Xcode rejects this at compile time; the message below is swiftc's (tools/check-interface against
// Interface/), the first error it reports.
import Combine

let subject = PassthroughSubject<Int, Never>()
let c = subject.sink { value, extra in
    print(value, extra)
}
subject.send(1)

// expect-error: contextual closure type '(Int) -> Void' expects 1 argument, but 2 were used in closure body
