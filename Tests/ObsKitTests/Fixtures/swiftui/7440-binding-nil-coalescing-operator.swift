// Stack Overflow answer style: a `??` operator for bindings, so a `Bool?` setting can drive a Toggle
// What SwiftUI does: `$prefs.notifications ?? false` is a `Binding(get:set:)` that reads nil as false and stores what
// the Toggle writes (rules §9.1, §15.1). The `@State` struct compares the stored `Bool?`: nil and `false` differ, so
// "Confirm off" after a reset is a real change and re-runs the view; pressed again it writes an equal value and runs
// nothing (rules §3.4, §3.5).
// Sources: rules §3.4, §3.5, §9.1, §15.1; https://developer.apple.com/documentation/swiftui/binding/init(get:set:)
import SwiftUI

func ?? <T>(lhs: Binding<T?>, rhs: T) -> Binding<T> {
    Binding(
        get: { lhs.wrappedValue ?? rhs },
        set: { lhs.wrappedValue = $0 }
    )
}

struct Preferences: Equatable {
    var notifications: Bool?
}

func describe(_ setting: Bool?) -> String {
    guard let setting else { return "system default" }
    return setting ? "on" : "off"
}

struct NotificationSettings: View {
    @State private var prefs = Preferences()

    var body: some View {
        let _ = print("NotificationSettings body: \(describe(prefs.notifications))")
        let notifications = $prefs.notifications ?? false
        Form {
            Toggle("Notifications", isOn: notifications)
            Button("Use system default") { prefs.notifications = nil }
            Button("Confirm off") { notifications.wrappedValue = false }
        }
    }
}

:mount NotificationSettings()
// expect: NotificationSettings body: system default
:toggle "Notifications"
// expect: NotificationSettings body: on
:toggle "Notifications"
// expect: NotificationSettings body: off
:tap "Use system default"
// expect: NotificationSettings body: system default
:tap "Confirm off"
// expect: NotificationSettings body: off
:tap "Confirm off"
