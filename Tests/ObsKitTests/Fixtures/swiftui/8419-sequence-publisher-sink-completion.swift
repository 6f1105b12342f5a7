// SwiftUI from Apple's documentation: Combine, Publisher.sink(receiveCompletion:receiveValue:)
// Source: developer.apple.com/documentation/combine/publisher/sink(receivecompletion:receivevalue:):
// "Attaches a subscriber with closure-based behavior." The example subscribes to
// (0...3).publisher and prints "value: 0" ... "value: 3" then "completion: finished".
// Sequence.publisher: "A publisher that publishes the elements of the sequence."
import Combine

let myRange = (0...3)
var cancellable: AnyCancellable?
cancellable = myRange.publisher
    .sink(receiveCompletion: { print("completion: \($0)") },
          receiveValue: { print("value: \($0)") })

let empty: [String] = []
let none = empty.publisher
    .sink(receiveCompletion: { print("empty completion: \($0)") },
          receiveValue: { print("empty value: \($0)") })
_ = none

// expect: value: 0
// expect: value: 1
// expect: value: 2
// expect: value: 3
// expect: completion: finished
// expect: empty completion: finished
