// Stack Overflow style: "onChange(of:perform:) gives me the new value twice" (pitfall part: the deprecated form reads the @State inside its action, outside an update, and sees the live, new value; fix part: a capture list keeps the value of the update that made the action, or the iOS 17 two-value form) (rules §15.13, §3.4, §11.1)
import SwiftUI

struct ThermostatDial: View {
    @State private var celsius = 20

    var body: some View {
        let _ = print("ThermostatDial body: \(celsius)")
        HStack {
            Button("Warmer") { celsius += 1 }
            Button("Cooler") { celsius -= 1 }
        }
        .onChange(of: celsius) { newValue in
            print("no capture: \(celsius) -> \(newValue)")
        }
        .onChange(of: celsius) { [celsius] newValue in
            print("capture list: \(celsius) -> \(newValue)")
        }
        .onChange(of: celsius) { oldValue, newValue in
            print("two values: \(oldValue) -> \(newValue)")
        }
    }
}

:mount ThermostatDial()
// expect: ThermostatDial body: 20
:tap "Warmer"
// expect: ThermostatDial body: 21
// expect: no capture: 21 -> 21
// expect: capture list: 20 -> 21
// expect: two values: 20 -> 21
:tap "Cooler"
// expect: ThermostatDial body: 20
// expect: no capture: 20 -> 20
// expect: capture list: 21 -> 20
// expect: two values: 21 -> 20
