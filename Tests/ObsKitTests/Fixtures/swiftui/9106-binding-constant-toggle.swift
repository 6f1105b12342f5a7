// SwiftUI from Apple's documentation: https://developer.apple.com/documentation/swiftui/binding/constant(_:) (a binding with an immutable value)
// A toggle bound to `.constant(true)` beside one bound to @State.
// - constant(_:): "Creates a binding with an immutable value ... Use this method to create a binding to a value that
//   cannot change." Flipping the constant toggle writes nowhere: it stays on, and no body runs.
// - The @State toggle works as usual; the body reads its value, so flipping it runs the body once.
import SwiftUI

struct NetworkSettings: View {
    @State private var wifiOn = false

    var body: some View {
        let _ = print("NetworkSettings body, wifi \(wifiOn)")
        Form {
            Toggle("Airplane mode locked", isOn: .constant(true))
            Toggle("Wi-Fi", isOn: $wifiOn)
            Text(wifiOn ? "Connected" : "Off")
        }
    }
}

:mount NetworkSettings()
// expect: NetworkSettings body, wifi false
:toggle "Airplane mode locked"
:toggle "Wi-Fi"
// expect: NetworkSettings body, wifi true
:tree
// expect: NetworkSettings#1
// expect:   Form
// expect:     Toggle "Airplane mode locked" = true
// expect:     Toggle "Wi-Fi" = true
// expect:     Text "Connected"
