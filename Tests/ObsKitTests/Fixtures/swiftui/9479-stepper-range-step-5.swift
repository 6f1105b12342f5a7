// SwiftUI from Apple's documentation: https://developer.apple.com/documentation/swiftui/stepper (Stepper with a range and a step of 5)
// Apple's Stepper page: a stepper can "Operate strictly over a prescribed range" and "Step by specific amounts over a
// stepper's range of possible values"; init(value:in:step:label:) "increments or decrements the binding by step".
// Each press is one write to the bound State, so onChange(of:) runs once per press with the old and new value.
// - Two presses up (40 -> 45 -> 50, the top of 1...50), then three down (50 -> 45 -> 40 -> 35).
import SwiftUI

struct StepperRangeView: View {
    @State private var value = 40
    let step = 5
    let range = 1...50

    var body: some View {
        VStack {
            Stepper(value: $value, in: range, step: step) {
                Text("Quantity")
            }
            Text("Current: \(value) in \(range.description) stepping by \(step)")
        }
        .padding(10)
        .onChange(of: value) { oldValue, newValue in
            print("value \(oldValue) -> \(newValue)")
        }
    }
}

:mount StepperRangeView()
:step "Quantity" up
// expect: value 40 -> 45
:step "Quantity" up
// expect: value 45 -> 50
:step "Quantity" down 3
// expect: value 50 -> 45
// expect: value 45 -> 40
// expect: value 40 -> 35
