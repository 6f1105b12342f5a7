// SwiftUI from Apple's documentation: a Toggle in a Form flips the @State Bool it is bound to
// Apple, Toggle (https://developer.apple.com/documentation/swiftui/toggle): "A control that toggles between on and off
// states." (bound here with `isOn: $notificationsEnabled`, as in Apple's `Toggle("Vibrate on Ring", isOn: $vibrateOnRing)`)
// Apple, onChange(of:initial:_:) (https://developer.apple.com/documentation/swiftui/view/onchange(of:initial:_:)):
// "fires an action when a specific value changes", with the old and the new value.
import SwiftUI

struct NotificationSettings: View {
    @State private var notificationsEnabled = false
    var body: some View {
        Form {
            Section("Alerts") {
                Toggle("Enable Notifications", isOn: $notificationsEnabled)
            }
        }
        .onChange(of: notificationsEnabled) { oldValue, newValue in
            print("notifications \(oldValue) -> \(newValue)")
        }
    }
}

:mount NotificationSettings()
:toggle "Enable Notifications"
:toggle "Enable Notifications"
// expect: notifications false -> true
// expect: notifications true -> false
