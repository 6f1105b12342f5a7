// Swift with Majid style: iOS 17 onChange: .onChange(of:initial: true) with the old and new values fires once at appear, in the written order with .onAppear, and after each change; a plain zero-argument onChange fires only on changes (rules §11.1, §15.13, §3.4)
import SwiftUI

struct ThermostatView: View {
    @State private var target = 20

    var body: some View {
        let _ = print("ThermostatView body: \(target)")
        VStack {
            Text("\(target)°")
            Stepper("Target", value: $target, in: 16...24)
        }
        .onChange(of: target, initial: true) { oldValue, newValue in
            print("onChange \(oldValue) -> \(newValue)")
        }
        .onAppear { print("appear") }
        .onChange(of: target) {
            print("plain onChange: now \(target)")
        }
    }
}

:mount ThermostatView()
// expect: ThermostatView body: 20
// expect: onChange 20 -> 20
// expect: appear
:step "Target" up
// expect: ThermostatView body: 21
// expect: onChange 20 -> 21
// expect: plain onChange: now 21
:step "Target" down 2
// expect: ThermostatView body: 20
// expect: onChange 21 -> 20
// expect: plain onChange: now 20
// expect: ThermostatView body: 19
// expect: onChange 20 -> 19
// expect: plain onChange: now 19
