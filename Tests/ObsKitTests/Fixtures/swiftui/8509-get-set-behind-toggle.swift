// SwiftUI from Apple's documentation: Binding init(get:set:) behind a Toggle (a setter that refuses a change)
// Source: developer.apple.com/documentation/swiftui/binding/init(get:set:): "Creates a binding with closures
// that read and write the binding value." get: "A closure that retrieves the binding value." set: "A closure
// that sets the binding value." Toggle: "Bind isOn to a Boolean property that determines whether the toggle is
// on or off." Flipping the Wi-Fi toggle calls set with the opposite of what get returned; while Airplane Mode
// is on the setter refuses, so the stored value stays.
import SwiftUI

struct RadioSettings: View {
    @State private var airplaneMode = false
    @State private var wifi = true

    var wifiBinding: Binding<Bool> {
        Binding(
            get: { wifi && !airplaneMode },
            set: { newValue in
                if airplaneMode {
                    print("Wi-Fi unavailable in Airplane Mode (asked for \(newValue))")
                } else {
                    wifi = newValue
                }
            }
        )
    }

    var body: some View {
        Form {
            Toggle("Airplane Mode", isOn: $airplaneMode)
            Toggle("Wi-Fi", isOn: wifiBinding)
            Button("Report") {
                print("airplane \(airplaneMode), wifi stored \(wifi), shown \(wifiBinding.wrappedValue)")
            }
        }
    }
}

:mount RadioSettings()
:toggle "Airplane Mode"
:toggle "Wi-Fi"
:tap "Report"
:toggle "Airplane Mode"
:tap "Report"
:toggle "Wi-Fi"
:tap "Report"

// expect: Wi-Fi unavailable in Airplane Mode (asked for true)
// expect: airplane true, wifi stored true, shown false
// expect: airplane false, wifi stored true, shown true
// expect: airplane false, wifi stored false, shown false
