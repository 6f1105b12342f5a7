// SwiftUI from Apple's documentation: Combine, Subscribers.Assign.object
// Source: developer.apple.com/documentation/combine/subscribers/assign/object: "The subscriber
// holds a strong reference to this object until the upstream publisher calls
// receive(completion:), at which point the subscriber sets this property to nil."
// assign(to:on:) makes a Subscribers.Assign and returns it as an AnyCancellable.
import Combine

final class Label {
    var text = "" {
        didSet { print("text = \(text)") }
    }
    deinit { print("Label deinit") }
}

let source = PassthroughSubject<String, Never>()
var label: Label? = Label()
let cancellable = source.assign(to: \.text, on: label!)

source.send("hello")
label = nil
print("our reference dropped")
source.send("still here")
source.send(completion: .finished)
print("after completion")
_ = cancellable

// expect: text = hello
// expect: our reference dropped
// expect: text = still here
// expect: Label deinit
// expect: after completion
