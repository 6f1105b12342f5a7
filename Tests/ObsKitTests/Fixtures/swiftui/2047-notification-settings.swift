// Issue 13 (A), a notification settings screen: an array of channel structs in @State, `ForEach($channels)
// { $channel in }` inside Sections grouped by kind, Toggles bound to `$channel.isOn`, a master toggle that
// disables the section, and a footer with a count.
// Expected: each toggle writes its element; the master toggle disables the channel toggles (toggling one is
// then an error, 2233).
import SwiftUI

struct Channel: Identifiable {
    let id: String
    let name: String
    var isOn: Bool
}

struct NotificationSettings: View {
    @State private var allowNotifications = true
    @State private var channels = [
        Channel(id: "mentions", name: "Mentions", isOn: true),
        Channel(id: "likes", name: "Likes", isOn: false),
        Channel(id: "news", name: "Newsletter", isOn: false),
    ]

    var enabledCount: Int { channels.filter(\.isOn).count }

    var body: some View {
        let _ = print("enabled channels: \(enabledCount)\(allowNotifications ? "" : " (all muted)")")
        Form {
            Toggle("Allow Notifications", isOn: $allowNotifications)
            Section {
                ForEach($channels) { $channel in
                    Toggle(channel.name, isOn: $channel.isOn)
                }
            } header: {
                Text("Channels")
            } footer: {
                Text("\(enabledCount) of \(channels.count) on")
            }
            .disabled(!allowNotifications)
        }
    }
}

:mount NotificationSettings()
:toggle "Likes"
:toggle "Mentions"
:toggle "Allow Notifications"
:toggle "Newsletter"

// expect: enabled channels: 1
// expect: enabled channels: 2
// expect: enabled channels: 1
// expect: enabled channels: 1 (all muted)
// expect-error: toggle "Newsletter" is disabled
