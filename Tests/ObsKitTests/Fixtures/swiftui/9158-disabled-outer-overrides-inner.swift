// SwiftUI from Apple's documentation: https://developer.apple.com/documentation/swiftui/view/disabled(_:) (an outer disabled(true) wins over an inner disabled(false); isEnabled in the environment)
// disabled(_:): "The higher views in a view hierarchy can override the value you set on this view": the page's button
// inside `.disabled(true)` stays disabled although it says `.disabled(false)` itself.
// - https://developer.apple.com/documentation/swiftui/environmentvalues/isenabled: a custom view reads `isEnabled`
//   from the environment (true by default, false under a disabled container).
// - Once the container is disabled again, the button can't be used (ObsREPL reports the attempt as an error).
import SwiftUI

struct StatusLabel: View {
    @Environment(\.isEnabled) private var isEnabled

    var body: some View {
        let _ = print("status enabled: \(isEnabled)")
        Text(isEnabled ? "Ready" : "Locked")
    }
}

struct ControlPanel: View {
    @State private var locked = true

    var body: some View {
        VStack {
            Toggle("Locked", isOn: $locked)
            HStack {
                StatusLabel()
                Button("Press") { print("pressed") }
                    .disabled(false)
            }
            .disabled(locked)
        }
    }
}

:mount ControlPanel()
// expect: status enabled: false
:toggle "Locked"
// expect: status enabled: true
:tap "Press"
// expect: pressed
:toggle "Locked"
// expect: status enabled: false
:tap "Press"
// expect-error: disabled
