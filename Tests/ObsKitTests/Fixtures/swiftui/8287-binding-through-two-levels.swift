// SwiftUI from Apple's documentation: a binding handed down two levels lets the grandchild's Toggle write the root's @State
// Apple, Binding.projectedValue (https://developer.apple.com/documentation/swiftui/binding/projectedvalue): "Use the projected
// value to pass a binding value down a view hierarchy. To get the projectedValue, prefix the property variable with $."
// Apple, Binding (https://developer.apple.com/documentation/swiftui/binding): "A binding connects a property to a source
// of truth stored elsewhere, instead of storing data directly."
import SwiftUI

struct SwitchRow: View {
    @Binding var isOn: Bool
    var body: some View {
        Toggle("Airplane Mode", isOn: $isOn)
    }
}

struct ConnectivitySection: View {
    @Binding var airplaneMode: Bool
    var body: some View {
        Section("Connectivity") {
            SwitchRow(isOn: $airplaneMode)
        }
    }
}

struct SettingsRoot: View {
    @State private var airplaneMode = false
    var body: some View {
        Form {
            ConnectivitySection(airplaneMode: $airplaneMode)
        }
        .onChange(of: airplaneMode) { _, newValue in
            print("airplaneMode is now \(newValue)")
        }
    }
}

:mount SettingsRoot()
:toggle "Airplane Mode"
:toggle "Airplane Mode"
// expect: airplaneMode is now true
// expect: airplaneMode is now false
