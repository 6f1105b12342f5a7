// SwiftUI from Apple's documentation: https://developer.apple.com/documentation/swiftui/view/disabled(_:) (an outer disabled(true) overrides an inner disabled(false))
// `.disabled(locked)` on a Section, a subview that reads `@Environment(\.isEnabled)`, and a button inside that says
// `.disabled(false)`.
// - https://developer.apple.com/documentation/swiftui/environmentvalues/isenabled: "A Boolean value that indicates
//   whether the view associated with this environment allows user interaction"; the subview reads it, so
//   locking the section runs the subview's body with false.
// - disabled(_:): "The higher views in a view hierarchy can override the value you set on this view ... the button
//   isn't interactive because the outer disabled(_:) modifier overrides the inner one": once locked, "Send" cannot
//   be tapped (ObsREPL reports the attempt as an error).
import SwiftUI

struct StatusLabel: View {
    @Environment(\.isEnabled) private var isEnabled

    var body: some View {
        let _ = print("status: \(isEnabled ? "enabled" : "disabled")")
        Text(isEnabled ? "Ready" : "Locked")
    }
}

struct LockedForm: View {
    @State private var locked = false

    var body: some View {
        Form {
            Toggle("Lock", isOn: $locked)
            Section {
                StatusLabel()
                Button("Send") { print("sent") }
                    .disabled(false)
            }
            .disabled(locked)
        }
    }
}

:mount LockedForm()
// expect: status: enabled
:tap "Send"
// expect: sent
:toggle "Lock"
// expect: status: disabled
:tap "Send"
// expect-error: disabled
