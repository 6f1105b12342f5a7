// Mistake: writes `$isOn` for a property declared as a plain `let` (neither @State nor @Binding), which has no `$` projection.
// Expected message: Xcode's (from knowledge; not machine-checked)
import SwiftUI

struct NotificationRow: View {
    let title: String
    let isOn: Bool

    var body: some View {
        Toggle(title, isOn: $isOn)
    }
}

struct NotificationSettings: View {
    @State private var sounds = true
    @State private var badges = false

    var body: some View {
        Form {
            Section("Notifications") {
                NotificationRow(title: "Sounds", isOn: sounds)
                NotificationRow(title: "Badges", isOn: badges)
            }
            Text(sounds ? "Sounds on" : "Sounds off")
        }
    }
}

:mount NotificationSettings()
:toggle "Sounds"
// expect-error: cannot find '$isOn' in scope
