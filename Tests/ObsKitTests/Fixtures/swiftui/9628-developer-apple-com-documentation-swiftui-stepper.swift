// Apple, Stepper documentation, https://developer.apple.com/documentation/swiftui/stepper — the two examples: a stepper with onIncrement/onDecrement closures cycling through colors (wrapping at both ends), and Stepper(value:in:step:) stepping an Int by 5 within 1...50, each label re-rendered from @State
// Apple: "use a stepper control when you want more control over what happens when the user clicks the increment
// or decrement button" (incrementStep/decrementStep wrap `value` around the colors array); "Stepper(value: $value,
// in: range, step: step)" increments and decrements by `step` within `range`. The label is built in the body
// that reads `value`, so each press re-runs it (rules §3.5, §15 :step).
import SwiftUI

struct ColorStepperView: View {
    @State private var value = 0
    let colors: [Color] = [.orange, .red, .gray, .blue, .green, .purple, .pink]

    func incrementStep() {
        value += 1
        if value >= colors.count { value = 0 }
    }

    func decrementStep() {
        value -= 1
        if value < 0 { value = colors.count - 1 }
    }

    var body: some View {
        let _ = print("Value: \(value) Color: \(colors[value].description)")
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

struct RangeStepperView: View {
    @State private var value = 10  // Apple's example starts at 0, below the range; adapted to start inside it
    let step = 5
    let range = 1...50

    var body: some View {
        let _ = print("Current: \(value) in \(range.description) stepping by \(step)")
        Stepper(value: $value, in: range, step: step) {
            Text("Current: \(value) in \(range.description) stepping by \(step)")
        }
        .padding(10)
    }
}

:mount ColorStepperView()
// expect: Value: 0 Color: orange
:step "Value: 0 Color: orange" down
// expect: Value: 6 Color: pink
:step "Value: 6 Color: pink" up
// expect: Value: 0 Color: orange
:step "Value: 0 Color: orange" up 3
// expect: Value: 1 Color: red
// expect: Value: 2 Color: gray
// expect: Value: 3 Color: blue
:mount RangeStepperView()
// expect: Current: 10 in 1...50 stepping by 5
:step "Current: 10 in 1...50 stepping by 5" up
// expect: Current: 15 in 1...50 stepping by 5
:step "Current: 15 in 1...50 stepping by 5" up 2
// expect: Current: 20 in 1...50 stepping by 5
// expect: Current: 25 in 1...50 stepping by 5
:step "Current: 25 in 1...50 stepping by 5" down
// expect: Current: 20 in 1...50 stepping by 5
