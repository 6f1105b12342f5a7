// SwiftUI from Apple's documentation: https://developer.apple.com/tutorials/swiftui/working-with-ui-controls (Landmarks: ProfileEditor with a TextField, a Toggle and a Picker over Profile.Season, bound to a draft profile)
// The Landmarks tutorial's profile editor: ProfileHost keeps a draft Profile in @State and passes `$draftProfile`
// to ProfileEditor (@Binding), whose controls bind to its fields; a summary shows the draft.
// - https://developer.apple.com/documentation/swiftui/binding: a binding writes through to the source of truth, here
//   the host's @State; the host's body reads the draft (it hands it to the summary), so each edit runs it, and the
//   summary, given a changed value, runs after it.
// - The Picker's options are tagged with their Season, the selection's type.
import SwiftUI

struct Profile {
    var username: String
    var prefersNotifications = true
    var seasonalPhoto = Season.winter

    static let `default` = Profile(username: "g_kumar")

    enum Season: String, CaseIterable, Identifiable {
        case spring = "🌷"
        case summer = "🌞"
        case autumn = "🍂"
        case winter = "☃️"

        var id: String { rawValue }
    }
}

struct ProfileEditor: View {
    @Binding var profile: Profile

    var body: some View {
        List {
            HStack {
                Text("Username")
                Spacer()
                TextField("Username", text: $profile.username)
                    .foregroundStyle(.secondary)
                    .multilineTextAlignment(.trailing)
            }
            Toggle(isOn: $profile.prefersNotifications) {
                Text("Enable Notifications")
            }
            Picker("Seasonal Photo", selection: $profile.seasonalPhoto) {
                ForEach(Profile.Season.allCases) { season in
                    Text(season.rawValue).tag(season)
                }
            }
        }
    }
}

struct ProfileSummary: View {
    var profile: Profile

    var body: some View {
        let _ = print("summary: \(profile.username), notifications \(profile.prefersNotifications ? "On" : "Off"), photo \(profile.seasonalPhoto.rawValue)")
        Text(profile.username)
    }
}

struct ProfileHost: View {
    @State private var draftProfile = Profile.default

    var body: some View {
        let _ = print("host")
        VStack(alignment: .leading, spacing: 20) {
            ProfileSummary(profile: draftProfile)
            ProfileEditor(profile: $draftProfile)
        }
        .padding()
    }
}

:mount ProfileHost()
// expect: host
// expect: summary: g_kumar, notifications On, photo ☃️
:toggle "Enable Notifications"
// expect: host
// expect: summary: g_kumar, notifications Off, photo ☃️
:pick "🌷" in "Seasonal Photo"
// expect: host
// expect: summary: g_kumar, notifications Off, photo 🌷
:type "!" into "Username"
// expect: host
// expect: summary: g_kumar!, notifications Off, photo 🌷
