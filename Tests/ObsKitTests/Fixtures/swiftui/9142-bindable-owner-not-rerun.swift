// SwiftUI from Apple's documentation: https://developer.apple.com/documentation/swiftui/bindable (edits through @Bindable re-run only the bodies that read the property)
// A Toggle in a @Bindable child writes `isOn`. The owner holds the model in @State and reads only `name`, so it
// does not run; the status view reads `isOn` and runs; the child reads `isOn` (it shows it) and runs.
import SwiftUI
import Observation

@Observable final class Lamp {
    var name = "Desk lamp"
    var isOn = false
}

struct LampSwitch: View {
    @Bindable var lamp: Lamp

    var body: some View {
        let _ = print("switch: \(lamp.isOn)")
        Toggle(lamp.isOn ? "On" : "Off", isOn: $lamp.isOn)
    }
}

struct LampStatus: View {
    let lamp: Lamp

    var body: some View {
        let _ = print("status: \(lamp.isOn ? "lit" : "dark")")
        Text(lamp.isOn ? "Lit" : "Dark")
    }
}

struct RoomView: View {
    @State private var lamp = Lamp()

    var body: some View {
        let _ = print("room: \(lamp.name)")
        VStack {
            Text(lamp.name)
            LampSwitch(lamp: lamp)
            LampStatus(lamp: lamp)
        }
    }
}

:mount RoomView()
// expect: room: Desk lamp
// expect: switch: false
// expect: status: dark
:toggle "Off"
// expect: switch: true
// expect: status: lit
:toggle "On"
// expect: switch: false
// expect: status: dark
