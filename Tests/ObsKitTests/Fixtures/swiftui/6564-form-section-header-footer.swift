// Apple docs `Form` (the notification settings example: sections of pickers and toggles) with a Section footer view that prints its init and body.
// A Section's header and footer builders run in the body that makes the Section (rules §15.9), so each run of the
// form's body makes a new SoundsFooter (its init prints); its body runs only when the Bool it holds changed
// (rules §2.1, §2.6, §2.7). Toggles and pickers whose values the body never reads run nothing (rules §3.5); the
// button's action reads the current picker value when it runs (rules §3.4).
import SwiftUI

enum NotifyMeAboutType: String { case directMessages, mentions, anything }
enum ProfileImageSize: String { case large, medium, small }

struct SoundsFooter: View {
    let isOn: Bool

    init(isOn: Bool) {
        self.isOn = isOn
        print("SoundsFooter init")
    }

    var body: some View {
        let _ = print("SoundsFooter body: \(isOn ? "on" : "off")")
        Text(isOn ? "Sounds play for new messages." : "Notifications are silent.")
    }
}

struct NotificationSettings: View {
    @State private var notifyMeAbout: NotifyMeAboutType = .directMessages
    @State private var playNotificationSounds = false
    @State private var sendReadReceipts = false
    @State private var profileImageSize: ProfileImageSize = .large

    var body: some View {
        let _ = print("Form body")
        NavigationStack {
            Form {
                Section {
                    Picker("Notify Me About", selection: $notifyMeAbout) {
                        Text("Direct Messages").tag(NotifyMeAboutType.directMessages)
                        Text("Mentions").tag(NotifyMeAboutType.mentions)
                        Text("Anything").tag(NotifyMeAboutType.anything)
                    }
                    Toggle("Play notification sounds", isOn: $playNotificationSounds)
                    Toggle("Send read receipts", isOn: $sendReadReceipts)
                } header: {
                    Text("Notifications")
                } footer: {
                    SoundsFooter(isOn: playNotificationSounds)
                }
                Section(header: Text("User Profiles")) {
                    Picker("Profile Image Size", selection: $profileImageSize) {
                        Text("Large").tag(ProfileImageSize.large)
                        Text("Medium").tag(ProfileImageSize.medium)
                        Text("Small").tag(ProfileImageSize.small)
                    }
                    Button("Clear Image Cache") {
                        print("clearing the \(profileImageSize.rawValue) image cache")
                    }
                }
            }
            .onChange(of: notifyMeAbout) { _, newValue in
                print("notify about \(newValue.rawValue)")
            }
        }
    }
}

:mount NotificationSettings()
// expect: Form body
// expect: SoundsFooter init
// expect: SoundsFooter body: off
:toggle "Send read receipts"
:toggle "Play notification sounds"
// expect: Form body
// expect: SoundsFooter init
// expect: SoundsFooter body: on
:pick "Mentions" in "Notify Me About"
// expect: Form body
// expect: SoundsFooter init
// expect: notify about mentions
:pick "Small" in "Profile Image Size"
:tap "Clear Image Cache"
// expect: clearing the small image cache
