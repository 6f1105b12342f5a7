// SwiftUI from Apple's documentation: https://developer.apple.com/documentation/swiftui/environmentobject/projectedvalue (bindings to an environment object's properties through `$`)
// EnvironmentObject's projected value is "A projection of the environment object that creates bindings to its
// properties using dynamic member lookup": `$preferences.notificationsOn` drives a Toggle.
// - https://developer.apple.com/documentation/swiftui/environmentobject: both views that declare the object are
//   invalidated when it changes, so the toggle row and the summary both run again.
import SwiftUI
import Combine

final class Preferences: ObservableObject {
    @Published var notificationsOn = false
}

struct NotificationToggle: View {
    @EnvironmentObject var preferences: Preferences

    var body: some View {
        let _ = print("toggle row body")
        Toggle("Notifications", isOn: $preferences.notificationsOn)
    }
}

struct NotificationSummary: View {
    @EnvironmentObject var preferences: Preferences

    var body: some View {
        let _ = print("summary: \(preferences.notificationsOn ? "on" : "off")")
        Text(preferences.notificationsOn ? "You will be notified" : "Notifications are off")
    }
}

struct PreferencesScreen: View {
    @StateObject private var preferences = Preferences()

    var body: some View {
        Form {
            NotificationToggle()
            NotificationSummary()
        }
        .environmentObject(preferences)
    }
}

:mount PreferencesScreen()
// expect: toggle row body
// expect: summary: off
:toggle "Notifications"
// expect: toggle row body
// expect: summary: on
