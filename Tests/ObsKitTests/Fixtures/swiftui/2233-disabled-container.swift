// Issue 13 (B), disabled on a container: `.disabled(true)` on a Section (or any container) disables every
// control inside it, through the `isEnabled` environment value; a control can't re-enable itself with
// `.disabled(false)` inside a disabled container. `:toggle` on a disabled Toggle is an error (message
// proposed here).
// Source: https://developer.apple.com/documentation/swiftui/view/disabled(_:) ("The higher views in a view
// hierarchy can override the value you set on this view": an outer `.disabled(true)` wins over an inner
// `.disabled(false)`). Rules §3, §14.
import SwiftUI

struct Connectivity: View {
    @State private var airplane = false
    @State private var wifi = true

    var body: some View {
        Form {
            Toggle("Airplane Mode", isOn: $airplane)
            Section("Networks") {
                Toggle("Wi-Fi", isOn: $wifi)
                    .disabled(false)
            }
            .disabled(airplane)
            Button("Status") { print("airplane \(airplane), wifi \(wifi)") }
        }
    }
}

:mount Connectivity()
:toggle "Wi-Fi"
:toggle "Airplane Mode"
:tap "Status"
:toggle "Wi-Fi"

// expect: airplane true, wifi false
// expect-error: toggle "Wi-Fi" is disabled
