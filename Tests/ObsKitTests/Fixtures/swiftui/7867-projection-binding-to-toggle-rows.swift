// Custom DynamicProperty: a @Preference wrapper whose projectedValue is a Binding<Bool>, handed to toggle rows
// The owner only makes `$wifi`, so it never re-runs for a toggle (rules §3.5); each row read its @Binding, so a write
// re-runs that row alone, even when the owner's body does not run (rules §9.3). A reset writing both values from the
// owner's action re-runs both rows and still not the owner (§9.3, §10.1).
import SwiftUI

@propertyWrapper
struct Preference: DynamicProperty {
    @State private var on: Bool

    init(wrappedValue: Bool) {
        _on = State(initialValue: wrappedValue)
    }

    var wrappedValue: Bool {
        get { on }
        nonmutating set { on = newValue }
    }

    var projectedValue: Binding<Bool> { $on }
}

struct SettingRow: View {
    let title: String
    @Binding var isOn: Bool

    var body: some View {
        let _ = print("\(title) row: \(isOn)")
        Toggle(title, isOn: $isOn)
    }
}

struct SettingsPanel: View {
    @Preference var wifi = true
    @Preference var bluetooth = false

    var body: some View {
        let _ = print("SettingsPanel body")
        Form {
            SettingRow(title: "Wi-Fi", isOn: $wifi)
            SettingRow(title: "Bluetooth", isOn: $bluetooth)
            Button("Defaults") {
                wifi = true
                bluetooth = false
            }
        }
    }
}

:mount SettingsPanel()
// expect: SettingsPanel body
// expect: Wi-Fi row: true
// expect: Bluetooth row: false
:toggle "Wi-Fi"
// expect: Wi-Fi row: false
:toggle "Bluetooth"
// expect: Bluetooth row: true
:tap "Defaults"
// expect: Wi-Fi row: true
// expect: Bluetooth row: false
