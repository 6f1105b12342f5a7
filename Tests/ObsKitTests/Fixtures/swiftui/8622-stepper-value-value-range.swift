// SwiftUI from Apple's documentation: https://developer.apple.com/documentation/swiftui/stepper (Stepper(value: $value, in: range, step: step) moves a @State value by 5 within 1...50; its label shows the current value)
import SwiftUI

struct StepperView: View {
    @State private var value = 40
    let step = 5
    let range = 1...50

    var body: some View {
        Stepper(value: $value,
                in: range,
                step: step) {
            Text("Current: \(value) in \(range.description) " +
                 "stepping by \(step)")
        }
        .padding(10)
        .onChange(of: value) { _, newValue in
            print("value \(newValue)")
        }
    }
}

:mount StepperView()
:step "Current: 40 in 1...50 stepping by 5" up
:step "Current: 45 in 1...50 stepping by 5" down
:step "Current: 40 in 1...50 stepping by 5" down
// expect: value 45
// expect: value 40
// expect: value 35
