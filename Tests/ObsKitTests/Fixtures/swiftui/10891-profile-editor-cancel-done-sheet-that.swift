// Apple tutorial style (profile editor): a Cancel/Done sheet that edits a struct draft copied from the store on Edit, the presenter's body reading the draft so the sheet is never stale (rules §3.4, §3.5, §13.1, §15.12) (expectation corrected against rules §3.5)
import SwiftUI
import Observation

struct Profile {
    var username: String
    var prefersNotifications: Bool
}

@Observable
final class ProfileStore {
    var profile = Profile(username: "g_kumar", prefersNotifications: true)
}

struct ProfileEditor: View {
    @Binding var profile: Profile
    var body: some View {
        let _ = print("editor \(profile.username) \(profile.prefersNotifications)")
        Form {
            TextField("Username", text: $profile.username)
            Toggle("Enable Notifications", isOn: $profile.prefersNotifications)
        }
    }
}

struct ProfileHost: View {
    @Environment(ProfileStore.self) private var store
    @State private var draft = Profile(username: "", prefersNotifications: false)
    @State private var isEditing = false

    var body: some View {
        let _ = print("host \(store.profile.username), draft \(draft.username)")
        NavigationStack {
            VStack {
                Text(store.profile.username)
                Text(store.profile.prefersNotifications ? "On" : "Off")
            }
            .toolbar {
                Button("Edit") {
                    draft = store.profile
                    isEditing = true
                }
            }
            .sheet(isPresented: $isEditing) {
                NavigationStack {
                    ProfileEditor(profile: $draft)
                        .toolbar {
                            Button("Cancel") { isEditing = false }
                            Button("Done") {
                                store.profile = draft
                                isEditing = false
                            }
                        }
                }
            }
        }
    }
}

let store = ProfileStore()
:mount ProfileHost().environment(store)
// expect: host g_kumar, draft 
:tap "Edit"
// expect: host g_kumar, draft g_kumar
// expect: editor g_kumar true
:toggle "Enable Notifications"
// expect: host g_kumar, draft g_kumar
// expect: editor g_kumar false
:tap "Cancel"
print(store.profile.prefersNotifications)
// expect: true
:tap "Edit"
// expect: host g_kumar, draft g_kumar
// expect: editor g_kumar true
:type "x" into "Username"
// expect: host g_kumar, draft g_kumarx
// expect: editor g_kumarx true
:tap "Done"
// expect: host g_kumarx, draft g_kumarx
print(store.profile.username)
// expect: g_kumarx
