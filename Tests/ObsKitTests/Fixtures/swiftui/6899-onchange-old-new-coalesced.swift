// iOS 17's two-parameter `onChange(of:) { oldValue, newValue in }` on a thermostat.
// What SwiftUI does: the action runs when the value differs after an update, with the value before and after
// (Apple, onChange(of:initial:_:): https://developer.apple.com/documentation/swiftui/view/onchange(of:initial:_:)).
// Several writes in one action are one update: one body, one onChange call, with the value from before the action
// and the final one (rules §10.1). The action runs after the body that produced the new value. Writing the
// value it already has is no change: no body, no onChange (rules §3.4). Nothing runs at first appearance, since
// `initial` is false.
import SwiftUI

struct ThermostatView: View {
    @State private var target = 20

    var body: some View {
        let _ = print("ThermostatView body, target \(target)")
        VStack {
            Text("\(target)°")
            Button("Warmer") { target += 1 }
            Button("Boost") {
                target += 1
                target += 1
                target += 1
            }
            Button("Reset") { target = 20 }
        }
        .onChange(of: target) { oldValue, newValue in
            print("target changed from \(oldValue) to \(newValue)")
        }
    }
}

:mount ThermostatView()
// expect: ThermostatView body, target 20
:tap "Warmer"
// expect: ThermostatView body, target 21
// expect: target changed from 20 to 21
:tap "Boost"
// expect: ThermostatView body, target 24
// expect: target changed from 21 to 24
:tap "Reset"
// expect: ThermostatView body, target 20
// expect: target changed from 24 to 20
:tap "Reset"
