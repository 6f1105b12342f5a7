// SwiftUI from Apple's documentation: Combine, Publisher.scan(_:_:)
// Source: developer.apple.com/documentation/combine/publisher/scan(_:_:): "Transforms elements
// from the upstream publisher by providing the current element to a closure along with the last
// value returned by the closure." The example: (0...5).publisher.scan(0) { $0 + $1 } prints
// "0 1 3 6 10 15".
import Combine

let range = (0...5)
var totals: [String] = []
var cancellable: AnyCancellable?
cancellable = range.publisher
    .scan(0) { return $0 + $1 }
    .sink { totals.append("\($0)") }
print(totals.joined(separator: " "))

final class Cart: ObservableObject {
    @Published var lastAdded = 0
}
let cart = Cart()
let history = cart.$lastAdded
    .scan([Int]()) { $0 + [$1] }
    .sink { print("history \($0)") }
cart.lastAdded = 4
cart.lastAdded = 2
_ = history

// expect: 0 1 3 6 10 15
// expect: history [0]
// expect: history [0, 4]
// expect: history [0, 4, 2]
