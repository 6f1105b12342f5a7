// SwiftUI from Apple's documentation: Combine, Publisher.combineLatest(_:)
// Source: developer.apple.com/documentation/combine/publisher/combinelatest(_:): "Subscribes to an
// additional publisher and publishes a tuple upon receiving output from either publisher." The
// example sends pub1 1, pub1 2, pub2 2, pub1 3, pub1 45, pub2 22 and prints (2, 2), (3, 2),
// (45, 2), (45, 22): "the combined publisher doesn't produce elements until each of its upstream
// publishers publishes at least one element."
import Combine

let pub1 = PassthroughSubject<Int, Never>()
let pub2 = PassthroughSubject<Int, Never>()

var cancellable: AnyCancellable?
cancellable = pub1
    .combineLatest(pub2)
    .sink { print("Result: \($0).") }

pub1.send(1)
pub1.send(2)
pub2.send(2)
pub1.send(3)
pub1.send(45)
pub2.send(22)

// expect: Result: (2, 2).
// expect: Result: (3, 2).
// expect: Result: (45, 2).
// expect: Result: (45, 22).
