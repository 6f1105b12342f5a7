// Steppers (Hacking with Swift's BetterRest): `:step "Label" up|down [N]` presses + or -, each press a turn. A
// bound value moves by its step and stays within its range (at a bound SwiftUI disables that button, so a
// press there changes nothing); the onIncrement/onDecrement form runs its actions. The stepper is found by
// its label once; its label shows its value, so the next presses find it in the same place.
// Source: https://developer.apple.com/documentation/swiftui/stepper (init(_:value:in:step:...),
// init(_:onIncrement:onDecrement:...)).
import SwiftUI
struct Rest: View {
    @State private var sleepAmount = 8.0
    @State private var coffee = 1
    @State private var log: [String] = []
    var body: some View {
        Form {
            Stepper("\(sleepAmount.formatted()) hours", value: $sleepAmount, in: 4...12, step: 0.25)
            Stepper("Coffee: \(coffee)", value: $coffee, in: 1...3)
            Stepper("Log") { log.append("up") } onDecrement: { log.append("down") }
            Text(log.joined(separator: ","))
        }
    }
}
:mount Rest()
:step "8 hours" up 2
:step "Coffee: 1" up 5
:step "Log" down
:step "Log" up
:tree
// expect: Rest#1
// expect:   Form
// expect:     Stepper "8.5 hours" = 8.5
// expect:     Stepper "Coffee: 3" = 3
// expect:     Stepper "Log"
// expect:     Text "down,up"
