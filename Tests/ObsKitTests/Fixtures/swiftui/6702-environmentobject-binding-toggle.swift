// Follows Apple's `EnvironmentObject` page: settings owned by the screen's @StateObject and put in the environment
// with `.environmentObject(settings)`; one row binds a Toggle with `$settings.notificationsOn` through the
// environment object's projected value.
// - `$settings.notificationsOn` writes the object, so @Published sends objectWillChange (rules §9.2, §6.3).
// - "An environment object invalidates the current view whenever the observable object changes" (Apple
//   `environmentobject`; rules §14.1): both rows run on any change, whichever property they read; the owner runs
//   too, through its @StateObject (rules §4.4); parent first, rows top-down (rules §2.8).
import SwiftUI

final class AppSettings: ObservableObject {
    @Published var notificationsOn = false
    @Published var username = "sam"

    init() { print("AppSettings init") }
}

struct SettingsScreen: View {
    @StateObject private var settings = AppSettings()

    var body: some View {
        let _ = print("SettingsScreen body")
        Form {
            NotificationsRow()
            AccountRow()
        }
        .environmentObject(settings)
    }
}

struct NotificationsRow: View {
    @EnvironmentObject var settings: AppSettings

    var body: some View {
        let _ = print("NotificationsRow: \(settings.notificationsOn)")
        Toggle("Notifications", isOn: $settings.notificationsOn)
    }
}

struct AccountRow: View {
    @EnvironmentObject var settings: AppSettings

    var body: some View {
        let _ = print("AccountRow: \(settings.username)")
        Button("Rename") { settings.username = "alex" }
    }
}

:mount SettingsScreen()
// expect: AppSettings init
// expect: SettingsScreen body
// expect: NotificationsRow: false
// expect: AccountRow: sam
:toggle "Notifications"
// expect: SettingsScreen body
// expect: NotificationsRow: true
// expect: AccountRow: sam
:tap "Rename"
// expect: SettingsScreen body
// expect: NotificationsRow: true
// expect: AccountRow: alex
