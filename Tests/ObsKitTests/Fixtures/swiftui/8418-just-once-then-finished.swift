// SwiftUI from Apple's documentation: Combine, Just
// Source: developer.apple.com/documentation/combine/just: "A publisher that emits an output to each
// subscriber just once, and then finishes." Publisher.assign(to:) republishes elements through a
// @Published property; sink(receiveCompletion:receiveValue:) receives the completion
// (Subscribers.Completion.finished).
import Combine

let just = Just(42)
let one = just.sink(
    receiveCompletion: { print("first completion: \($0)") },
    receiveValue: { print("first value: \($0)") })
let two = just.sink(
    receiveCompletion: { print("second completion: \($0)") },
    receiveValue: { print("second value: \($0)") })

final class Model: ObservableObject {
    @Published var id = 0
}
let model = Model()
Just(100).assign(to: &model.$id)
print("model.id = \(model.id)")
_ = (one, two)

// expect: first value: 42
// expect: first completion: finished
// expect: second value: 42
// expect: second completion: finished
// expect: model.id = 100
