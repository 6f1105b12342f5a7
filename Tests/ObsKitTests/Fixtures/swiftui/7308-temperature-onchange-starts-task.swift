// Temperature: a unit toggle whose `onChange(of:initial:_:)` starts a `Task` to fetch the reading in the new unit,
// plus a first fetch in `.task`, own code.
// What SwiftUI does: `onChange(of: useCelsius)` reads the value in the body, so toggling runs the body (rules §3.5);
// after the update the action runs with the old and new values (Apple `onChange(of:initial:_:)`), and the `Task` it
// makes starts when the turn's update is done (rules §10.1): it writes the placeholder before it waits, so the body
// runs again in that turn. The fetched reading runs the body once more.
// Sources: rules §3.4, §3.5, §10.1, §11.3, §15.10;
// https://developer.apple.com/documentation/swiftui/view/onchange(of:initial:_:)
import SwiftUI

struct TemperatureView: View {
    @State private var useCelsius = true
    @State private var reading = "..."

    var body: some View {
        let _ = print("TemperatureView body: \(reading)")
        Form {
            Toggle("Celsius", isOn: $useCelsius)
            Text(reading)
        }
        .onChange(of: useCelsius) { oldValue, newValue in
            print("unit changed \(oldValue) -> \(newValue)")
            Task {
                reading = "..."
                try? await Task.sleep(for: .milliseconds(400))
                reading = newValue ? "21 C" : "70 F"
            }
        }
        .task {
            try? await Task.sleep(for: .milliseconds(400))
            reading = "21 C"
        }
    }
}

:mount TemperatureView()
// expect: TemperatureView body: ...
:advance 400ms
// expect: TemperatureView body: 21 C
:toggle "Celsius"
// expect: TemperatureView body: 21 C
// expect: unit changed true -> false
// expect: TemperatureView body: ...
:advance 400ms
// expect: TemperatureView body: 70 F
