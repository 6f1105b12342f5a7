// SwiftLee style: an `ObservableObject` shared with `.environmentObject`, and why every `@EnvironmentObject` view re-runs
// What SwiftUI does: `@EnvironmentObject` finds the object an ancestor supplied and subscribes to its
// `objectWillChange` when its box updates (rules §14.1); any `@Published` change reaches every observer, whatever
// each one read (rules §6.5, ObsREPL subscribes at update, read or not: rules §14.1). So signing out re-runs the
// header, the badge row (which reads only `showBadges`) and the sign-out button (which reads nothing in its body).
// `_printChanges` names the property, `_settings` (rules §12.1, §12.2). `@Published` has no equality check: setting
// "guest" again publishes again, and all three run again (rules §6.3). The screen itself declares nothing.
// Sources: rules §6.3, §6.5, §12.1, §12.2, §14.1; https://developer.apple.com/documentation/swiftui/environmentobject
import SwiftUI

final class AppSettings: ObservableObject {
    @Published var username = "kai"
    @Published var showBadges = true
}

struct AccountHeader: View {
    @EnvironmentObject private var settings: AppSettings

    var body: some View {
        let _ = Self._printChanges()
        let _ = print("AccountHeader body: \(settings.username)")
        Text("Signed in as \(settings.username)")
    }
}

struct BadgeSettingRow: View {
    @EnvironmentObject private var settings: AppSettings

    var body: some View {
        let _ = print("BadgeSettingRow body: \(settings.showBadges)")
        Text(settings.showBadges ? "Badges on" : "Badges off")
    }
}

struct SignOutButton: View {
    @EnvironmentObject private var settings: AppSettings

    var body: some View {
        let _ = print("SignOutButton body")
        Button("Sign out") { settings.username = "guest" }
    }
}

struct SettingsScreen: View {
    var body: some View {
        let _ = print("SettingsScreen body")
        VStack {
            AccountHeader()
            BadgeSettingRow()
            SignOutButton()
        }
    }
}

:mount SettingsScreen().environmentObject(AppSettings())
// expect: SettingsScreen body
// expect: AccountHeader: @self, @identity, _settings changed.
// expect: AccountHeader body: kai
// expect: BadgeSettingRow body: true
// expect: SignOutButton body
:tap "Sign out"
// expect: AccountHeader: _settings changed.
// expect: AccountHeader body: guest
// expect: BadgeSettingRow body: true
// expect: SignOutButton body
:tap "Sign out"
// expect: AccountHeader: _settings changed.
// expect: AccountHeader body: guest
// expect: BadgeSettingRow body: true
// expect: SignOutButton body
