// Mistake: the child view declares @Binding, but the parent passes its @State value without `$`.
// Expected message: Xcode (author's knowledge); machine check: cannot convert value 'wifi' of type 'Bool' to expected type 'Binding<Bool>', use wrapper instead
import SwiftUI

struct SwitchRow: View {
    let label: String
    @Binding var isOn: Bool

    var body: some View {
        Toggle(label, isOn: $isOn)
    }
}

struct SettingsScreen: View {
    @State private var wifi = true

    var body: some View {
        Form {
            SwitchRow(label: "Wi-Fi", isOn: wifi)
            Text(wifi ? "Connected" : "Off")
        }
    }
}

:mount SettingsScreen()
// expect-error: cannot convert value 'wifi' of type 'Bool' to expected type 'Binding<Bool>', use wrapper instead
