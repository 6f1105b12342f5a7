// Special requests in the style of Cupcake Corner (a "100 days" SwiftUI course), own code: an @Observable order whose
// `specialRequestEnabled` has a `didSet` that turns the extras off when requests are switched off, a Toggle bound
// through `$order.specialRequestEnabled.animation()`, two extra toggles shown only while requests are on, and a
// "Reset requests" button.
// What Swift and SwiftUI do: the observers of an @Observable property stay and run inside its setter, on every set
// (rules §15.6). Switching requests off runs `didSet`, which clears the extras: the writes of one action give one
// body run (rules §10.1). Assigning a value equal to the stored one still runs `didSet` but notifies nobody (rules
// §8.1, §15.6), so "Reset requests" while requests are already off prints the observer's line and runs no body;
// its `didSet` writes `false` into extras that are already false, again without notifying. `.animation()` on the
// binding changes how the change looks, not which bodies run (rules §15.15).
// Sources: rules §8.1, §10.1, §15.6, §15.15; https://developer.apple.com/documentation/observation/observable()
// https://developer.apple.com/documentation/swiftui/binding/animation(_:)
import SwiftUI

@Observable
class CakeOrder {
    var specialRequestEnabled = false {
        didSet {
            print("specialRequestEnabled didSet: \(specialRequestEnabled)")
            if specialRequestEnabled == false {
                extraFrosting = false
                addSprinkles = false
            }
        }
    }
    var extraFrosting = false
    var addSprinkles = false
}

struct SpecialRequestsView: View {
    @State private var order = CakeOrder()

    var body: some View {
        let _ = print("SpecialRequestsView body: special \(order.specialRequestEnabled), frosting \(order.extraFrosting), sprinkles \(order.addSprinkles)")
        Form {
            Section {
                Toggle("Any special requests?", isOn: $order.specialRequestEnabled.animation())

                if order.specialRequestEnabled {
                    Toggle("Add extra frosting", isOn: $order.extraFrosting)
                    Toggle("Add extra sprinkles", isOn: $order.addSprinkles)
                }
            }
            Section {
                Button("Reset requests") {
                    order.specialRequestEnabled = false
                }
            }
        }
    }
}

:mount SpecialRequestsView()
// expect: SpecialRequestsView body: special false, frosting false, sprinkles false
:toggle "Any special requests?"
// expect: specialRequestEnabled didSet: true
// expect: SpecialRequestsView body: special true, frosting false, sprinkles false
:toggle "Add extra frosting"
// expect: SpecialRequestsView body: special true, frosting true, sprinkles false
:toggle "Any special requests?"
// expect: specialRequestEnabled didSet: false
// expect: SpecialRequestsView body: special false, frosting false, sprinkles false
:toggle "Any special requests?"
// expect: specialRequestEnabled didSet: true
// expect: SpecialRequestsView body: special true, frosting false, sprinkles false
:tap "Reset requests"
// expect: specialRequestEnabled didSet: false
// expect: SpecialRequestsView body: special false, frosting false, sprinkles false
:tap "Reset requests"
// expect: specialRequestEnabled didSet: false
