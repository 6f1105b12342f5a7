// A coffee order with a computed property, as the Observation articles explain it: `total` is computed from two
// stored properties, and a view that shows `total` updates when either of them changes.
// What SwiftUI does: a computed property is not tracked itself; reading it runs its getter, which reads the stored
// properties, and those reads are what the body depends on (rules §8.1, §8.3; WWDC23 "Discover Observation in
// SwiftUI"). So another cup or a new price runs the total line, a note runs only the note line, and setting the price
// it already has notifies nobody (rules §8.1).
// Sources: rules §8.1, §8.3;
// https://developer.apple.com/videos/play/wwdc2023/10149/
// https://developer.apple.com/documentation/observation/observable()
import SwiftUI

@Observable
final class CoffeeOrder {
    var pricePerCup = 3
    var cups = 1
    var customerNote = ""

    var total: Int {
        pricePerCup * cups
    }
}

struct TotalLine: View {
    let order: CoffeeOrder

    var body: some View {
        let _ = print("TotalLine body: \(order.total)")
        Text("Total: $\(order.total)")
    }
}

struct NoteLine: View {
    let order: CoffeeOrder

    var body: some View {
        let _ = print("NoteLine body: '\(order.customerNote)'")
        Text(order.customerNote)
    }
}

struct OrderScreen: View {
    @State private var order = CoffeeOrder()

    var body: some View {
        VStack {
            TotalLine(order: order)
            NoteLine(order: order)
            Button("Another cup") {
                order.cups += 1
            }
            Button("Happy hour") {
                order.pricePerCup = 2
            }
            Button("Add note") {
                order.customerNote = "oat milk"
            }
        }
    }
}

:mount OrderScreen()
// expect: TotalLine body: 3
// expect: NoteLine body: ''
:tap "Another cup"
// expect: TotalLine body: 6
:tap "Happy hour"
// expect: TotalLine body: 4
:tap "Happy hour"
:tap "Add note"
// expect: NoteLine body: 'oat milk'
