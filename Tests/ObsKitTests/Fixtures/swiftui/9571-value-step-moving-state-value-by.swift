// SwiftUI from Apple's documentation: https://developer.apple.com/documentation/swiftui/stepper (Stepper(value:in:step:) moving a @State value by 5 in 1...50, and the onIncrement/onDecrement form that wraps a color index; each press is one body run)
// Apple's Stepper page has two StepperViews. The first binds `Stepper(value: $value, in: range, step: step)`
// with `step = 5` and `range = 1...50`; the second calls `incrementStep()`/`decrementStep()` from
// `onIncrement:`/`onDecrement:`, wrapping `value` around the `colors` array. The page claims:
// - The bound form adds or subtracts `step` and keeps the value within the range.
// - With onIncrement/onDecrement the stepper changes nothing itself; the closures update the state, here
//   wrapping from the last color back to the first.
import SwiftUI

struct RangeStepperView: View {
    @State private var value = 0
    let step = 5
    let range = 1...50

    var body: some View {
        let _ = Self._printChanges()
        Stepper(
            value: $value,
            in: range,
            step: step
        ) {
            Text("Current: \(value) in \(range.description) " +
                 "stepping by \(step)")
        }
        .padding(10)
    }
}

struct ColorStepperView: View {
    @State private var value = 0
    let colors: [Color] = [.orange, .red, .gray, .blue,
                           .green, .purple, .pink]

    func incrementStep() {
        value += 1
        if value >= colors.count { value = 0 }
    }

    func decrementStep() {
        value -= 1
        if value < 0 { value = colors.count - 1 }
    }

    var body: some View {
        let _ = print("color index \(value)")
        Stepper {
            Text("Value: \(value) Color: \(colors[value].description)")
        } onIncrement: {
            incrementStep()
        } onDecrement: {
            decrementStep()
        }
        .padding(5)
        .background(colors[value])
    }
}

:mount RangeStepperView()
// expect: RangeStepperView: @self, @identity, _value changed.
:step "Current: 0 in 1...50 stepping by 5" up
// expect: RangeStepperView: _value changed.
:step "Current: 5 in 1...50 stepping by 5" up
// expect: RangeStepperView: _value changed.
:step "Current: 10 in 1...50 stepping by 5" down
// expect: RangeStepperView: _value changed.
:mount ColorStepperView()
// expect: color index 0
:step "Value: 0 Color: orange" down
// expect: color index 6
:step "Value: 6 Color: pink" up
// expect: color index 0
:step "Value: 0 Color: orange" up
// expect: color index 1
