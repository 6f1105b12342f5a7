// SwiftUI from Apple's documentation: onChange(of:initial:_:) (a child sees changes of a Binding with old and new values)
// Source: developer.apple.com/documentation/swiftui/view/onchange(of:initial:_:)-4psgg: "You can use onChange to
// trigger a side effect as the result of a value changing, such as an Environment key or a Binding." The child
// receives the parent's Toggle state through @Binding and reports each change with old and new values.
// Toggle: "Bind isOn to a Boolean property that determines whether the toggle is on or off."
import SwiftUI

struct NotificationSummary: View {
    @Binding var notificationsOn: Bool

    var body: some View {
        Text(notificationsOn ? "You will be notified" : "Notifications are off")
            .onChange(of: notificationsOn) { oldValue, newValue in
                print("summary saw \(oldValue) -> \(newValue)")
            }
    }
}

struct NotificationSettings: View {
    @State private var notificationsOn = true

    var body: some View {
        Form {
            Section {
                Toggle("Allow Notifications", isOn: $notificationsOn)
            }
            Section("Summary") {
                NotificationSummary(notificationsOn: $notificationsOn)
            }
        }
    }
}

:mount NotificationSettings()
:toggle "Allow Notifications"
:toggle "Allow Notifications"

// expect: summary saw true -> false
// expect: summary saw false -> true
