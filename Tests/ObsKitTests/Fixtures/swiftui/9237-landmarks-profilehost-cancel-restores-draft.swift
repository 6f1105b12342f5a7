// SwiftUI from Apple's documentation: https://developer.apple.com/tutorials/swiftui/working-with-ui-controls (ProfileHost edits a draft copy; Cancel puts the saved profile back)
// Landmarks' ProfileHost keeps `draftProfile` in @State and reads the saved profile from the environment's
// ModelData. EditButton switches the environment's edit mode; while it is active the host shows a Cancel
// button and a ProfileEditor bound to the draft. The editor's onAppear copies the saved profile into the
// draft and its onDisappear writes the draft back to the model.
// - Typing changes only the draft: the summary is not on screen and the model is untouched.
// - Cancel first resets the draft from the model, then leaves edit mode; the editor goes away, and its
//   onDisappear writes the (reset) draft back, so the saved user name is the old one.
import SwiftUI
import Observation

struct Profile {
    var username: String
    var prefersNotifications = true

    static let `default` = Profile(username: "g_kumar")
}

@Observable
class ModelData {
    var profile = Profile.default
}

struct ProfileSummary: View {
    var profile: Profile

    var body: some View {
        let _ = print("summary: \(profile.username)")
        ScrollView {
            VStack(alignment: .leading, spacing: 10) {
                Text(profile.username)
                    .bold()
                    .font(.title)
                Text("Notifications: \(profile.prefersNotifications ? "On" : "Off")")
            }
        }
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
        }
    }
}

struct ProfileHost: View {
    @Environment(\.editMode) var editMode
    @Environment(ModelData.self) var modelData
    @State private var draftProfile = Profile.default

    var body: some View {
        VStack(alignment: .leading, spacing: 20) {
            HStack {
                if editMode?.wrappedValue == .active {
                    Button("Cancel", role: .cancel) {
                        draftProfile = modelData.profile
                        editMode?.animation().wrappedValue = .inactive
                    }
                }
                Spacer()
                EditButton()
            }

            if editMode?.wrappedValue == .inactive {
                ProfileSummary(profile: modelData.profile)
            } else {
                ProfileEditor(profile: $draftProfile)
                    .onAppear {
                        draftProfile = modelData.profile
                    }
                    .onDisappear {
                        modelData.profile = draftProfile
                        print("saved \(draftProfile.username)")
                    }
            }
        }
        .padding()
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
// expect: summary: g_kumar
:tap "Edit"
:type "_x" into "Username"
:tap "Cancel"
// expect: summary: g_kumar
// expect: saved g_kumar
