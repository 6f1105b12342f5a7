// Apple docs `EnvironmentValues/isEnabled` + `View/disabled(_:)`: a view reads whether the container above it was disabled.
// `.disabled(true)` sets `\.isEnabled` to false for everything below it and disables its buttons (rules §15.11, §15.17).
// A view that declares `@Environment(\.isEnabled)` runs again only when that value changes (rules §14.2): the badge
// inside the disabled container does, the one outside does not, though the parent's body runs at every lock/unlock
// (the new badge value is equal, rules §2.7). A tap on a disabled button is refused.
import SwiftUI

struct StatusBadge: View {
    @Environment(\.isEnabled) private var isEnabled
    let name: String

    var body: some View {
        let _ = print("\(name) badge enabled=\(isEnabled)")
        Text(isEnabled ? "\(name) ready" : "\(name) locked")
    }
}

struct Controls: View {
    @State private var locked = false

    var body: some View {
        VStack {
            Button(locked ? "Unlock" : "Lock") { locked.toggle() }
            StatusBadge(name: "Download")
            VStack {
                StatusBadge(name: "Upload")
                Button("Send") { print("sent") }
            }
            .disabled(locked)
        }
    }
}

:mount Controls()
// expect: Download badge enabled=true
// expect: Upload badge enabled=true
:tap "Send"
// expect: sent
:tap "Lock"
// expect: Upload badge enabled=false
:tap "Unlock"
// expect: Upload badge enabled=true
:tap "Send"
// expect: sent
:tap "Lock"
// expect: Upload badge enabled=false
:tap "Send"
// expect-error: button "Send" is disabled
