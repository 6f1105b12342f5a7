// Apple sample style (Landmarks, "Working with UI controls"): a ProfileHost presented in a sheet switches between a summary and an editor with EditButton and `@Environment(\.editMode)`, editing a @State draft that the editor's onAppear loads and onDisappear saves into the @Observable ModelData.
// SwiftUI: EditButton toggles the environment's edit mode and the host, which declares `\.editMode`, re-runs (rules §15.25, §14.2); Apple's tutorial presents this host in a sheet without a
// NavigationStack and shows the summary first, so a sheet's content has an inactive edit mode (Apple, Landmarks "Working with UI controls"); typing re-runs only the editor bound to the draft (rules §9.3, §3.5);
// Done removes the editor, whose onDisappear then writes the profile and re-runs the host and the new summary in a second update (rules §11.1, §8.3, §10.1); Cancel resets the draft first, so that write is equal and notifies nobody (rules §8.1).
import SwiftUI

struct Profile: Equatable {
    var username: String
    var prefersNotifications = true

    static let `default` = Profile(username: "r_lopez")
}

@Observable
final class ModelData {
    var profile = Profile.default
}

struct ProfileSummary: View {
    var profile: Profile

    var body: some View {
        let _ = print("summary: \(profile.username), notifications \(profile.prefersNotifications ? "on" : "off")")
        VStack(alignment: .leading) {
            Text(profile.username)
                .bold()
            Text("Notifications: \(profile.prefersNotifications ? "On" : "Off")")
        }
    }
}

struct ProfileEditor: View {
    @Binding var profile: Profile

    var body: some View {
        let _ = print("editor: \(profile.username), notifications \(profile.prefersNotifications ? "on" : "off")")
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
        let _ = print("host: \(editMode?.wrappedValue == .active ? "editing" : "viewing")")
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

struct CategoryHome: View {
    @Environment(ModelData.self) var modelData
    @State private var showingProfile = false

    var body: some View {
        NavigationStack {
            Text("Featured")
                .navigationTitle("Featured")
                .toolbar {
                    Button {
                        showingProfile.toggle()
                    } label: {
                        Label("User Profile", systemImage: "person.crop.circle")
                    }
                }
                .sheet(isPresented: $showingProfile) {
                    ProfileHost()
                        .environment(modelData)
                }
        }
    }
}

struct ProfileRoot: View {
    @State private var modelData = ModelData()

    var body: some View {
        CategoryHome()
            .environment(modelData)
    }
}

:mount ProfileRoot()
:tap "User Profile"
// expect: host: viewing
// expect: summary: r_lopez, notifications on
:tap "Edit"
// expect: host: editing
// expect: editor: r_lopez, notifications on
:type "2" into "Username"
// expect: editor: r_lopez2, notifications on
:toggle "Enable Notifications"
// expect: editor: r_lopez2, notifications off
:tap "Done"
// expect: host: viewing
// expect: summary: r_lopez, notifications on
// expect: host: viewing
// expect: summary: r_lopez2, notifications off
:tap "Edit"
// expect: host: editing
// expect: editor: r_lopez2, notifications off
:type "x" into "Username"
// expect: editor: r_lopez2x, notifications off
:tap "Cancel"
// expect: host: viewing
// expect: summary: r_lopez2, notifications off
