// SwiftUI from Apple's documentation: a computed property over @Published storage updates the observing view
// Apple, ObservableObject (https://developer.apple.com/documentation/combine/observableobject): "By default an
// ObservableObject synthesizes an objectWillChange publisher that emits the changed value before any of its @Published
// properties changes." ObservedObject (https://developer.apple.com/documentation/swiftui/observedobject): the view
// "invalidates" when the object changes, so a body reading only the computed `total` re-runs.
import SwiftUI

final class Basket: ObservableObject {
    @Published var prices: [Int] = [3]
    var total: Int { prices.reduce(0, +) }
}

struct TotalView: View {
    @ObservedObject var basket: Basket
    var body: some View {
        let _ = print("TotalView total \(basket.total)")
        Button("Add 4") { basket.prices.append(4) }
    }
}

struct Shop: View {
    @StateObject private var basket = Basket()
    var body: some View {
        TotalView(basket: basket)
    }
}

:mount Shop()
:tap "Add 4"
// expect: TotalView total 3
// expect: TotalView total 7
