// SwiftUI from Apple's documentation: https://developer.apple.com/documentation/swiftui/binding/constant(_:) (a constant binding: flipping its toggle changes nothing)
// Binding.constant(_:) "Creates a binding with an immutable value"; the page uses `Toggle("Wi-Fi", isOn:
// .constant(true))` in previews. Writes through such a binding are ignored, so the row still shows true and its body
// does not run again; the row bound to real @State changes as usual.
import SwiftUI

struct SettingRow: View {
    let title: String
    @Binding var isOn: Bool

    var body: some View {
        let _ = print("\(title): \(isOn)")
        Toggle(title, isOn: $isOn)
    }
}

struct BluetoothSection: View {
    @State private var bluetooth = false

    var body: some View {
        SettingRow(title: "Bluetooth", isOn: $bluetooth)
    }
}

struct RadiosView: View {
    var body: some View {
        Form {
            SettingRow(title: "Wi-Fi", isOn: .constant(true))
            BluetoothSection()
        }
    }
}

:mount RadiosView()
// expect: Wi-Fi: true
// expect: Bluetooth: false
:toggle "Wi-Fi"
:toggle "Bluetooth"
// expect: Bluetooth: true
:toggle "Wi-Fi"
