// SwiftUI from Apple's documentation: https://developer.apple.com/documentation/swiftui/form (the Form example: two Sections with a Picker over tags and two Toggles)
// Apple's Form example, with Self._printChanges() and one Text that reads a toggle's value.
// - Each control writes its @State through the binding it was given ("$notifyMeAbout" etc.).
// - https://developer.apple.com/documentation/swiftui/state: "When the value changes, SwiftUI updates the parts
//   of the view hierarchy that depend on the value." The body reads `playNotificationSounds` (the Text) but only
//   passes bindings for the others, so toggling "Send read receipts" or picking a size does not run this body;
//   toggling "Play notification sounds" does.
import SwiftUI

enum NotifyMeAboutType {
    case directMessages, mentions, anything
}

enum ProfileImageSize {
    case large, medium, small
}

struct NotificationForm: View {
    @State private var notifyMeAbout: NotifyMeAboutType = .directMessages
    @State private var playNotificationSounds = false
    @State private var sendReadReceipts = false
    @State private var profileImageSize: ProfileImageSize = .medium

    var body: some View {
        let _ = Self._printChanges()
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
                    Text(playNotificationSounds ? "Sounds on" : "Sounds off")
                }
                Section(header: Text("User Profiles")) {
                    Picker("Profile Image Size", selection: $profileImageSize) {
                        Text("Large").tag(ProfileImageSize.large)
                        Text("Medium").tag(ProfileImageSize.medium)
                        Text("Small").tag(ProfileImageSize.small)
                    }
                    Button("Clear Image Cache") {
                        print("notify \(notifyMeAbout), sounds \(playNotificationSounds), receipts \(sendReadReceipts), size \(profileImageSize)")
                    }
                }
            }
        }
    }
}

:mount NotificationForm()
// expect: NotificationForm: @self, @identity, _notifyMeAbout, _playNotificationSounds, _sendReadReceipts, _profileImageSize changed.
:toggle "Send read receipts"
:pick "Mentions" in "Notify Me About"
:pick "Small" in "Profile Image Size"
print("-- only now a value the body reads")
// expect: -- only now a value the body reads
:toggle "Play notification sounds"
// expect: NotificationForm: _playNotificationSounds changed.
:tap "Clear Image Cache"
// expect: notify mentions, sounds true, receipts true, size small
