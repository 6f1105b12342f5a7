// SwiftUI from Apple's documentation: https://developer.apple.com/tutorials/swiftui/working-with-ui-controls (ProfileEditor's Toggle and Picker bind to the draft, not to ModelData)
// The tutorial's ProfileEditor binds a Toggle ("Enable Notifications") and a Picker ("Seasonal Photo") to
// the host's draft. A badge on the same screen reads the saved profile from the environment's ModelData.
// - Flipping the toggle and picking a season change the draft: the editor's onChange handlers report them,
//   and the badge, which read only the model's profile, does not run.
// - Done removes the editor; its onDisappear saves the draft to the model, and the badge runs once with the
//   saved values.
import SwiftUI
import Observation

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

@Observable
class ModelData {
    var profile = Profile.default
}

struct ProfileEditor: View {
    @Binding var profile: Profile

    var body: some View {
        List {
            HStack {
                Text("Username")
                Spacer()
                TextField("Username", text: $profile.username)
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
        .onChange(of: profile.prefersNotifications) {
            print("draft notifications: \(profile.prefersNotifications)")
        }
        .onChange(of: profile.seasonalPhoto) {
            print("draft photo: \(profile.seasonalPhoto.rawValue)")
        }
    }
}

struct SavedBadge: View {
    @Environment(ModelData.self) var modelData

    var body: some View {
        let _ = print("saved: notifications \(modelData.profile.prefersNotifications), photo \(modelData.profile.seasonalPhoto.rawValue)")
        Text(modelData.profile.username)
    }
}

struct ProfileHost: View {
    @Environment(\.editMode) var editMode
    @Environment(ModelData.self) var modelData
    @State private var draftProfile = Profile.default

    var body: some View {
        VStack(alignment: .leading, spacing: 20) {
            HStack {
                Spacer()
                EditButton()
            }
            SavedBadge()
            if editMode?.wrappedValue == .active {
                ProfileEditor(profile: $draftProfile)
                    .onAppear {
                        draftProfile = modelData.profile
                    }
                    .onDisappear {
                        modelData.profile = draftProfile
                    }
            }
        }
    }
}

struct ProfileScreen: View {
    @State private var modelData = ModelData()

    var body: some View {
        ProfileHost()
            .environment(modelData)
    }
}

:mount ProfileScreen()
// expect: saved: notifications true, photo ☃️
:tap "Edit"
:toggle "Enable Notifications"
// expect: draft notifications: false
:pick "🌞" in "Seasonal Photo"
// expect: draft photo: 🌞
:tap "Done"
// expect: saved: notifications false, photo 🌞
