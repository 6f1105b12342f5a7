// Hacking with Swift style: a screen owns its preferences with `@StateObject`, hands them down with `.environmentObject`,
// and a row binds a Toggle to `$prefs.pushEnabled`
// What SwiftUI does: `$prefs.pushEnabled` through `EnvironmentObject.Wrapper` writes the object's property, so
// `@Published` fires (rules §9.2). Every observer runs again: the owner, whose `@StateObject` box subscribes to
// `objectWillChange` (rules §4.4), and both `@EnvironmentObject` views (rules §14.1, §6.5), parent before children
// (rules §2.8, §10.3), each once per update (rules §10.1).
// Sources: rules §2.8, §4.4, §6.5, §9.2, §10.1, §12.1, §14.1; https://developer.apple.com/documentation/swiftui/environmentobject
// https://developer.apple.com/documentation/swiftui/view/environmentobject(_:)
import SwiftUI

final class NotificationPrefs: ObservableObject {
    @Published var pushEnabled = false
    @Published var quietHours = false
}

struct PushToggleRow: View {
    @EnvironmentObject private var prefs: NotificationPrefs

    var body: some View {
        let _ = print("PushToggleRow body")
        Toggle("Push notifications", isOn: $prefs.pushEnabled)
    }
}

struct StatusFooter: View {
    @EnvironmentObject private var prefs: NotificationPrefs

    var body: some View {
        let _ = print("StatusFooter body: push \(prefs.pushEnabled ? "on" : "off")")
        Text(prefs.pushEnabled ? "You will get alerts" : "Alerts are off")
    }
}

struct NotificationsScreen: View {
    @StateObject private var prefs = NotificationPrefs()

    var body: some View {
        let _ = Self._printChanges()
        VStack {
            PushToggleRow()
            StatusFooter()
        }
        .environmentObject(prefs)
    }
}

:mount NotificationsScreen()
// expect: NotificationsScreen: @self, @identity, _prefs changed.
// expect: PushToggleRow body
// expect: StatusFooter body: push off
:toggle "Push notifications"
// expect: NotificationsScreen: _prefs changed.
// expect: PushToggleRow body
// expect: StatusFooter body: push on
:toggle "Push notifications"
// expect: NotificationsScreen: _prefs changed.
// expect: PushToggleRow body
// expect: StatusFooter body: push off
