// Toggle's isOn gets the Bool value instead of the binding ($ missing)
// Written by an outside author (stop 28 corpus, file 7071); the message is the one Xcode gives as the author
// knows it (not machine-checked: no SwiftUI on Linux); tools/check-interface against Interface/ gives it.
import SwiftUI

struct SettingsView: View {
    @State private var notificationsOn = true

    var body: some View {
        Form {
            Toggle("Notifications", isOn: notificationsOn)
            Text(notificationsOn ? "You will be notified" : "Muted")
        }
    }
}

// expect-error: cannot convert value 'notificationsOn' of type 'Bool' to expected type 'Binding<Bool>', use wrapper instead
