// SwiftUI from Apple's documentation: https://developer.apple.com/documentation/swiftui/form (notification settings Form: pickers, toggles, a button)
// Apple's Form page: the example groups "Notify Me About", "Play notification sounds", "Send read receipts" and
// "Profile Image Size" in sections, with tagged enum cases. Each control writes its own @State; onChange(of:) per
// property reports the one that changed; the button runs its action.
// - Pick Mentions; flip the sounds toggle; pick Large; clear the cache; flip read receipts.
import SwiftUI

enum NotifyMeAboutType {
    case directMessages, mentions, anything
}

enum ProfileImageSize {
    case large, medium, small
}

struct NotificationSettings: View {
    @State private var notifyMeAbout: NotifyMeAboutType = .directMessages
    @State private var playNotificationSounds = false
    @State private var sendReadReceipts = false
    @State private var profileImageSize: ProfileImageSize = .medium

    var body: some View {
        NavigationView {
            Form {
                Section(header: Text("Notifications")) {
                    Picker("Notify Me About", selection: $notifyMeAbout) {
                        Text("Direct Messages").tag(NotifyMeAboutType.directMessages)
                        Text("Mentions").tag(NotifyMeAboutType.mentions)
                        Text("Anything").tag(NotifyMeAboutType.anything)
                    }
                    Toggle("Play notification sounds", isOn: $playNotificationSounds)
                    Toggle("Send read receipts", isOn: $sendReadReceipts)
                }
                Section(header: Text("User Profiles")) {
                    Picker("Profile Image Size", selection: $profileImageSize) {
                        Text("Large").tag(ProfileImageSize.large)
                        Text("Medium").tag(ProfileImageSize.medium)
                        Text("Small").tag(ProfileImageSize.small)
                    }
                    Button("Clear Image Cache") { print("image cache cleared") }
                }
            }
        }
        .onChange(of: notifyMeAbout) { _, new in print("notify about: \(new)") }
        .onChange(of: playNotificationSounds) { _, new in print("sounds: \(new)") }
        .onChange(of: sendReadReceipts) { _, new in print("read receipts: \(new)") }
        .onChange(of: profileImageSize) { _, new in print("image size: \(new)") }
    }
}

:mount NotificationSettings()
:pick "Mentions" in "Notify Me About"
// expect: notify about: mentions
:toggle "Play notification sounds"
// expect: sounds: true
:pick "Large" in "Profile Image Size"
// expect: image size: large
:tap "Clear Image Cache"
// expect: image cache cleared
:toggle "Send read receipts"
// expect: read receipts: true
