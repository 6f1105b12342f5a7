// SwiftUI from Apple's documentation: Combine, Cancellable.cancel() and AnyCancellable
// Source: developer.apple.com/documentation/combine/anycancellable: a "cancellation token that
// makes it possible for a caller to cancel a publisher"; Cancellable: "Calling cancel() frees up
// any allocated resources." PassthroughSubject "drops values if there are no subscribers".
import Combine

let subject = PassthroughSubject<String, Never>()
var seenByFirst: [String] = []
var seenBySecond: [String] = []
let first = subject.sink { seenByFirst.append($0) }
let second = subject.sink { seenBySecond.append($0) }

subject.send("a")
first.cancel()
print("first cancelled")
subject.send("b")
second.cancel()
print("second cancelled")
subject.send("c")
print("first saw \(seenByFirst)")
print("second saw \(seenBySecond)")

// expect: first cancelled
// expect: second cancelled
// expect: first saw ["a"]
// expect: second saw ["a", "b"]
