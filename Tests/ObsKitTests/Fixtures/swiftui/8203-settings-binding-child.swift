// SwiftUI from Apple's documentation: a settings screen passes $bindings to child rows that write the parent's state
// Apple, Binding (https://developer.apple.com/documentation/swiftui/binding): "Use a binding to create a two-way
// connection between a property that stores data, and a view that displays and changes the data. A binding connects a
// property to a source of truth stored elsewhere, instead of storing data directly."
// Apple, State (https://developer.apple.com/documentation/swiftui/state): share the state "with any subviews that also
// need access, either directly for read-only access, or as a binding for read-write access."
import SwiftUI

struct SwitchRow: View {
    let title: String
    @Binding var isOn: Bool
    var body: some View {
        Toggle(title, isOn: $isOn)
    }
}

struct SettingsView: View {
    @State private var wifi = true
    @State private var bluetooth = false
    var body: some View {
        Form {
            SwitchRow(title: "Wi-Fi", isOn: $wifi)
            SwitchRow(title: "Bluetooth", isOn: $bluetooth)
            Button("Summary") { print("wifi=\(wifi) bluetooth=\(bluetooth)") }
        }
    }
}

:mount SettingsView()
:toggle "Bluetooth"
:tap "Summary"
:toggle "Wi-Fi"
:tap "Summary"
// expect: wifi=true bluetooth=true
// expect: wifi=false bluetooth=true
