// Xcode previews style: a row previewed with `.constant(true)` and, live, with `@Previewable @State`
// What SwiftUI does: `Binding.constant(_:)` "creates a binding with an immutable value" (Apple): flipping the Toggle
// writes nowhere, so nothing changes and no body runs. In the second preview the binding is a `@Previewable` state's
// (rules §14.5, §15.16): the row read it, so a flip re-runs the row (rules §9.3); the preview's own body only passed
// `$isOn` on (rules §3.5).
// Sources: rules §3.5, §9.3, §14.5, §15.16; https://developer.apple.com/documentation/swiftui/binding/constant(_:)
// https://developer.apple.com/documentation/swiftui/previewable()
import SwiftUI

struct SettingRow: View {
    let title: String
    @Binding var isOn: Bool

    var body: some View {
        let _ = print("SettingRow body: \(title) \(isOn ? "on" : "off")")
        Toggle(title, isOn: $isOn)
    }
}

#Preview("Locked") {
    SettingRow(title: "Airplane Mode", isOn: .constant(true))
}

#Preview("Live") {
    @Previewable @State var isOn = false
    SettingRow(title: "Airplane Mode", isOn: $isOn)
}

:preview "Locked"
// expect: SettingRow body: Airplane Mode on
:toggle "Airplane Mode"
:toggle "Airplane Mode"
:preview "Live"
// expect: SettingRow body: Airplane Mode off
:toggle "Airplane Mode"
// expect: SettingRow body: Airplane Mode on
