// SwiftUI from Apple's documentation: Combine, ObservableObject.objectWillChange
// Source: developer.apple.com/documentation/combine/observableobject: the synthesized
// objectWillChange publisher "emits the changed value before any of its @Published properties
// changes"; objectWillChange: "A publisher that emits before the object has changed." Unlike
// $property, it does not emit on subscription (it emits only before a change).
import Combine

final class Order: ObservableObject {
    @Published var item = "tea"
    @Published var quantity = 1
}

let order = Order()
var emissions = 0
var cancellable: AnyCancellable?
cancellable = order.objectWillChange.sink { _ in
    emissions += 1
    print("will change #\(emissions): still \(order.quantity) x \(order.item)")
}
print("subscribed, emissions \(emissions)")
order.item = "coffee"
order.quantity = 3
order.quantity += 1
print("now \(order.quantity) x \(order.item), emissions \(emissions)")

// expect: subscribed, emissions 0
// expect: will change #1: still 1 x tea
// expect: will change #2: still 1 x coffee
// expect: will change #3: still 3 x coffee
// expect: now 4 x coffee, emissions 3
