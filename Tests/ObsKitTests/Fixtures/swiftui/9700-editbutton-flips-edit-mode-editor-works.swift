// Apple Landmarks "Working with UI controls" style ProfileHost: an EditButton flips the edit mode; the editor works on a @State draft copied in onAppear and written back to the @Observable model in onDisappear; Cancel resets the draft first
import SwiftUI

struct Profile: Equatable {
    var username: String
    var prefersNotifications = true

    static let `default` = Profile(username: "g_kumar")
}

@Observable
final class ModelData {
    var profile = Profile.default
}

struct ProfileSummary: View {
    let profile: Profile

    var body: some View {
        let _ = print("ProfileSummary body: \(profile.username)")
        Text(profile.username)
    }
}

struct ProfileEditor: View {
    @Binding var profile: Profile

    var body: some View {
        let _ = print("ProfileEditor body: \(profile.username)")
        List {
            TextField("Username", text: $profile.username)
            Toggle("Enable Notifications", isOn: $profile.prefersNotifications)
        }
    }
}

struct ProfileHost: View {
    @Environment(\.editMode) var editMode
    @Environment(ModelData.self) var modelData
    @State private var draftProfile = Profile.default

    var body: some View {
        let _ = print("ProfileHost body: editing=\(editMode?.wrappedValue.isEditing == true)")
        VStack(alignment: .leading, spacing: 20) {
            HStack {
                if editMode?.wrappedValue == .active {
                    Button("Cancel", role: .cancel) {
                        draftProfile = modelData.profile
                        editMode?.wrappedValue = .inactive
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
                        print("saved profile: \(draftProfile.username)")
                    }
            }
        }
        .padding()
    }
}

:mount ProfileHost().environment(ModelData())
// expect: ProfileHost body: editing=false
// expect: ProfileSummary body: g_kumar
:tap "Edit"
// expect: ProfileHost body: editing=true
// expect: ProfileEditor body: g_kumar
:type "_x" into "Username"
// expect: ProfileEditor body: g_kumar_
// expect: ProfileEditor body: g_kumar_x
:tap "Done"
// expect: ProfileHost body: editing=false
// expect: ProfileSummary body: g_kumar
// expect: saved profile: g_kumar_x
// expect: ProfileHost body: editing=false
// expect: ProfileSummary body: g_kumar_x
:tap "Edit"
// expect: ProfileHost body: editing=true
// expect: ProfileEditor body: g_kumar_x
:type "!" into "Username"
// expect: ProfileEditor body: g_kumar_x!
:tap "Cancel"
// expect: ProfileHost body: editing=false
// expect: ProfileSummary body: g_kumar_x
// expect: saved profile: g_kumar_x
