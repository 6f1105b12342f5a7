// SwiftUI from Apple's documentation: https://developer.apple.com/documentation/swiftui/stepper/init(value:in:step:label:oneditingchanged:) (a Double stepper in half-degree steps whose label shows the value)
// Stepper init(value:in:step:label:onEditingChanged:): each press of + or - moves the bound value by `step`, "within
// the range"; the label is any view, here a Text showing the value with one decimal. The label changes with each
// press, so the next press names the stepper by its new label. onChange(of:) reports each new value.
import SwiftUI

struct ThermostatStepper: View {
    @State private var target = 20.0

    var body: some View {
        Form {
            Stepper(value: $target, in: 18...22, step: 0.5) {
                Text("Target \(target, specifier: "%.1f")°")
            }
        }
        .onChange(of: target) { oldValue, newValue in
            print("target \(oldValue) -> \(newValue)")
        }
    }
}

:mount ThermostatStepper()
:step "Target 20.0°" up
// expect: target 20.0 -> 20.5
:step "Target 20.5°" up
// expect: target 20.5 -> 21.0
:step "Target 21.0°" down 3
// expect: target 21.0 -> 20.5
// expect: target 20.5 -> 20.0
// expect: target 20.0 -> 19.5
