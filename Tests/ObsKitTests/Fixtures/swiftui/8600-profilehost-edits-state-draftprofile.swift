// SwiftUI from Apple's documentation: https://developer.apple.com/tutorials/swiftui/working-with-ui-controls (ProfileHost edits a @State draftProfile: EditButton enters edit mode, ProfileEditor's onAppear copies modelData.profile into the draft, its onDisappear writes the draft back on "Done"; "Cancel" first resets the draft, so the edit is discarded)
import SwiftUI

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
        Text(profile.username)
            .bold()
            .font(.title)
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
                    }
            }
        }
        .padding()
    }
}

let modelData = ModelData()

:mount ProfileHost().environment(modelData)
:tap "Edit"
:type "_2" into "Username"
print("while editing: \(modelData.profile.username)")
:tap "Done"
print("after Done: \(modelData.profile.username)")
:tap "Edit"
:type "xyz" into "Username"
:toggle "Enable Notifications"
:tap "Cancel"
print("after Cancel: \(modelData.profile.username) \(modelData.profile.prefersNotifications)")
// expect: while editing: g_kumar
// expect: after Done: g_kumar_2
// expect: after Cancel: g_kumar_2 true
