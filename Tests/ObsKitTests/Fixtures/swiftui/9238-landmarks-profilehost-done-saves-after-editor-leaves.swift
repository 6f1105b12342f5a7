// SwiftUI from Apple's documentation: https://developer.apple.com/tutorials/swiftui/working-with-ui-controls (the draft reaches ModelData only in the editor's onDisappear, after Done)
// Same ProfileHost as the tutorial: the draft is copied in when the editor appears and written back to the
// environment's ModelData when it disappears ("delay edit propagation").
// - While editing, the model keeps the old name.
// - Done leaves edit mode: the host's next body shows ProfileSummary with what the model holds at that
//   moment, still the old name; only then does the editor's onDisappear run and save the draft. That write
//   changes `profile`, which the host read, so the host runs again and the summary gets the new name.
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
        VStack(alignment: .leading, spacing: 10) {
            Text(profile.username)
                .bold()
                .font(.title)
            Text("Notifications: \(profile.prefersNotifications ? "On" : "Off")")
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
                        print("saving \(draftProfile.username)")
                        modelData.profile = draftProfile
                    }
            }
        }
        .padding()
    }
}

struct ProfileScreen: View {
    @State private var modelData = ModelData()

    var body: some View {
        VStack {
            ProfileHost()
            Button("Print saved name") { print("model has \(modelData.profile.username)") }
        }
        .environment(modelData)
    }
}

:mount ProfileScreen()
// expect: summary: g_kumar
:tap "Edit"
:type "ab" into "Username"
:tap "Print saved name"
// expect: model has g_kumar
:tap "Done"
// expect: summary: g_kumar
// expect: saving g_kumarab
// expect: summary: g_kumarab
:tap "Print saved name"
// expect: model has g_kumarab
