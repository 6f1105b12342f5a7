// Party planner with Steppers as Apple's Stepper page writes them: `Stepper(_:value:in:)` with the value in its
// title, a fixed title pressed several times, and `Stepper(value:in:step:label:)` moving by 25.
// What SwiftUI does: each press writes the bound value, moved by the step and kept in the range, and the body that
// reads it runs once (rules §3.4, §10.1); a press at the end of the range leaves the value where it is, and writing
// an equal value does nothing (rules §3.4), so nothing runs. The iOS 17 two-parameter onChange runs after the update
// with the old and the new value. `:step ... up 3` is three presses, three turns (README, `:step`).
// Sources: rules §3.4, §10.1, §15.9; https://developer.apple.com/documentation/swiftui/stepper
// https://developer.apple.com/documentation/swiftui/view/onchange(of:initial:_:)
import SwiftUI

struct PartyPlanner: View {
    @State private var guests = 2
    @State private var tables = 1
    @State private var budget = 50

    var body: some View {
        let _ = print("PartyPlanner body: \(guests) guests, \(tables) tables, $\(budget)")
        Form {
            Section("Guests") {
                Stepper("Guests: \(guests)", value: $guests, in: 1...4)
                Stepper("Tables", value: $tables, in: 1...3)
            }
            Section("Budget") {
                Stepper(value: $budget, in: 0...100, step: 25) {
                    Text("Budget: $\(budget)")
                }
            }
        }
        .onChange(of: guests) { oldValue, newValue in
            print("guests \(oldValue) -> \(newValue)")
        }
    }
}

:mount PartyPlanner()
// expect: PartyPlanner body: 2 guests, 1 tables, $50
:step "Guests: 2" up
// expect: PartyPlanner body: 3 guests, 1 tables, $50
// expect: guests 2 -> 3
:step "Guests: 3" up
// expect: PartyPlanner body: 4 guests, 1 tables, $50
// expect: guests 3 -> 4
:step "Guests: 4" up
:step "Tables" up 3
// expect: PartyPlanner body: 4 guests, 2 tables, $50
// expect: PartyPlanner body: 4 guests, 3 tables, $50
:step "Budget: $50" up
// expect: PartyPlanner body: 4 guests, 3 tables, $75
:step "Budget: $75" up
// expect: PartyPlanner body: 4 guests, 3 tables, $100
:step "Budget: $100" up
:step "Budget: $100" down
// expect: PartyPlanner body: 4 guests, 3 tables, $75
