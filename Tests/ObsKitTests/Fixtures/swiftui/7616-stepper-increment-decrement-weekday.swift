// Follows Apple's Stepper, init(_:onIncrement:onDecrement:onEditingChanged:) (https://developer.apple.com/documentation/swiftui/stepper): a stepper whose own closures cycle through the days of the week
// What SwiftUI does: with `onIncrement`/`onDecrement` the stepper holds no value: each press calls the closure,
// which here wraps around the ends as Apple's color example does (`value >= colors.count` → 0). The view reads
// the index, so each press runs its body once (rules §3.5, §10.1); `:step ... 2` is two presses, two turns.
// Sources: Apple `stepper`; rules §3.5, §10.1.
import SwiftUI

struct WeekdayStepper: View {
    @State private var index = 0
    private let days = ["Mon", "Tue", "Wed", "Thu", "Fri", "Sat", "Sun"]

    func incrementStep() {
        index += 1
        if index >= days.count { index = 0 }
    }

    func decrementStep() {
        index -= 1
        if index < 0 { index = days.count - 1 }
    }

    var body: some View {
        let _ = print("weekday: \(days[index])")
        VStack {
            Stepper("Weekday", onIncrement: incrementStep, onDecrement: decrementStep)
            Text("Chosen: \(days[index])")
        }
    }
}

:mount WeekdayStepper()
// expect: weekday: Mon
:step "Weekday" down
// expect: weekday: Sun
:step "Weekday" up 2
// expect: weekday: Mon
// expect: weekday: Tue
:step "Weekday" down
// expect: weekday: Mon
