// Tutorial style (shared key): two sibling views declare @AppStorage with one Bool key; a Toggle in one updates both, the parent that reads nothing does not run (rules §15.14, §0.2, §2.7, §12.1)
import SwiftUI

struct NotificationSettings: View {
    @AppStorage("notificationsOn") private var notificationsOn = false
    var body: some View {
        let _ = Self._printChanges()
        let _ = print("settings sees \(notificationsOn)")
        Toggle("Notifications", isOn: $notificationsOn)
    }
}

struct StatusBanner: View {
    @AppStorage("notificationsOn") private var notificationsOn = false
    var body: some View {
        let _ = Self._printChanges()
        Text(notificationsOn ? "Alerts enabled" : "Alerts muted")
    }
}

struct ContentView: View {
    var body: some View {
        let _ = print("ContentView body")
        VStack {
            NotificationSettings()
            StatusBanner()
        }
    }
}
:mount ContentView()
// expect: ContentView body
// expect: NotificationSettings: @self, @identity, _notificationsOn changed.
// expect: settings sees false
// expect: StatusBanner: @self, @identity, _notificationsOn changed.
:toggle "Notifications"
// expect: NotificationSettings: _notificationsOn changed.
// expect: settings sees true
// expect: StatusBanner: _notificationsOn changed.
print(UserDefaults.standard.bool(forKey: "notificationsOn"))
// expect: true
:toggle "Notifications"
// expect: NotificationSettings: _notificationsOn changed.
// expect: settings sees false
// expect: StatusBanner: _notificationsOn changed.
