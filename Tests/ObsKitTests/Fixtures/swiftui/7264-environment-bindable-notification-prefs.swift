// Notification preferences as Apple's "Managing model data in your app" writes them: an @Observable model put in the
// environment with `.environment(prefs)`, read with `@Environment(NotificationPrefs.self)`, and a local
// `@Bindable var prefs = prefs` in the body to make bindings; a Section disabled while notifications are off.
// What SwiftUI does: reads are tracked per property (rules §14.2, §8.3): the badge summary runs only for `badges`;
// the form, which made a binding to every property (rules §8.5), runs for each toggle and the stepper; the root read
// nothing and never runs again. Turning notifications off disables the Section's toggles (rules §15.11), and
// toggling one of them is refused: ObsREPL reports `toggle "Sounds" is disabled` (README fixture table).
// Sources: rules §8.3, §8.5, §14.2, §15.11; https://developer.apple.com/documentation/swiftui/managing-model-data-in-your-app
// https://developer.apple.com/documentation/swiftui/bindable
import SwiftUI
import Observation

@Observable
final class NotificationPrefs {
    var allowNotifications = true
    var sounds = true
    var badges = false
    var summaryHour = 8

    init() {
        print("NotificationPrefs init")
    }
}

struct BadgeSummary: View {
    @Environment(NotificationPrefs.self) private var prefs

    var body: some View {
        let _ = print("BadgeSummary body: badges \(prefs.badges)")
        Label(prefs.badges ? "Badges on" : "Badges off", systemImage: "app.badge")
    }
}

struct NotificationsForm: View {
    @Environment(NotificationPrefs.self) private var prefs

    var body: some View {
        @Bindable var prefs = prefs
        let _ = print("NotificationsForm body")
        Form {
            Toggle("Allow notifications", isOn: $prefs.allowNotifications)
            Section("Style") {
                Toggle("Sounds", isOn: $prefs.sounds)
                Toggle("Badges", isOn: $prefs.badges)
            }
            .disabled(!prefs.allowNotifications)
            Stepper("Summary at \(prefs.summaryHour):00", value: $prefs.summaryHour, in: 6...10)
        }
    }
}

struct NotificationSettingsRoot: View {
    @State private var prefs = NotificationPrefs()

    var body: some View {
        let _ = print("NotificationSettingsRoot body")
        NavigationStack {
            VStack {
                BadgeSummary()
                NotificationsForm()
            }
            .navigationTitle("Notifications")
        }
        .environment(prefs)
    }
}

:mount NotificationSettingsRoot()
// expect: NotificationPrefs init
// expect: NotificationSettingsRoot body
// expect: BadgeSummary body: badges false
// expect: NotificationsForm body
:toggle "Badges"
// expect: BadgeSummary body: badges true
// expect: NotificationsForm body
:step "Summary at 8:00" up
// expect: NotificationsForm body
:toggle "Allow notifications"
// expect: NotificationsForm body
:toggle "Sounds"
// expect-error: toggle "Sounds" is disabled
