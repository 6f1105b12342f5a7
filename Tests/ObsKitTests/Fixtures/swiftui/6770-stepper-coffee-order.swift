// Follows Apple's `Stepper` page (https://developer.apple.com/documentation/swiftui/stepper): a stepper bound to a
// value within a range, with a `step`, its label showing the value ("Value: \(value) Step: \(step)" in Apple's
// example). Own code: a coffee order with shots (1...4) and sugar (0...20 grams, in steps of 5).
// - Each press of + or - moves the value by the step and writes the binding (Apple `stepper`); each press is a
//   turn of its own (README, `:step`), and the body reads both values: one body per press (rules §3.5, §10.1).
// - The label shows the value, so `:step` names the stepper by the label it shows at that moment.
// - Every press here stays inside the range, so the script does not depend on what a press at a bound does.
import SwiftUI

struct CoffeeOrder: View {
    @State private var shots = 1
    @State private var sugar = 0

    var body: some View {
        let _ = print("CoffeeOrder body: \(shots) shots, \(sugar)g sugar")
        Form {
            Stepper("Shots: \(shots)", value: $shots, in: 1...4)
            Stepper("Sugar: \(sugar)g", value: $sugar, in: 0...20, step: 5)
            Button("Order") { print("order \(shots) shots with \(sugar)g sugar") }
        }
    }
}

:mount CoffeeOrder()
// expect: CoffeeOrder body: 1 shots, 0g sugar
:step "Shots: 1" up 2
// expect: CoffeeOrder body: 2 shots, 0g sugar
// expect: CoffeeOrder body: 3 shots, 0g sugar
:step "Sugar: 0g" up
// expect: CoffeeOrder body: 3 shots, 5g sugar
:step "Shots: 3" down
// expect: CoffeeOrder body: 2 shots, 5g sugar
:tap "Order"
// expect: order 2 shots with 5g sugar
