// everyday app screens style: a profile screen that edits a copy: Edit opens a sheet whose editor copies the profile into @State, Save hands the draft back and dismisses (one body of the profile screen, the sheet's content is not built again), Cancel drops the draft, and the next Edit starts from the saved profile (rules §3.2, §13.1, §15.12, §8.4)
import SwiftUI

struct Profile: Equatable {
    var name: String
    var bio: String
    var newsletter: Bool
}

@Observable
final class ProfileStore {
    var profile = Profile(name: "Mia", bio: "Cyclist", newsletter: false)
    init() { print("ProfileStore init") }
}

struct ProfileEditor: View {
    @Environment(\.dismiss) private var dismiss
    @State private var draft: Profile
    let onSave: (Profile) -> Void

    init(profile: Profile, onSave: @escaping (Profile) -> Void) {
        _draft = State(initialValue: profile)
        self.onSave = onSave
    }

    var body: some View {
        let _ = print("ProfileEditor body: \(draft.name) / \(draft.bio) / newsletter=\(draft.newsletter)")
        NavigationStack {
            Form {
                TextField("Name", text: $draft.name)
                TextField("Bio", text: $draft.bio)
                Toggle("Newsletter", isOn: $draft.newsletter)
            }
            .toolbar {
                ToolbarItem(placement: .cancellationAction) {
                    Button("Cancel") { dismiss() }
                }
                ToolbarItem(placement: .confirmationAction) {
                    Button("Save") {
                        onSave(draft)
                        dismiss()
                    }
                }
            }
        }
    }
}

struct ProfileScreen: View {
    @State private var store = ProfileStore()
    @State private var isEditing = false

    var body: some View {
        let _ = print("ProfileScreen body: \(store.profile.name) / \(store.profile.bio)")
        VStack {
            Text(store.profile.name)
            Text(store.profile.bio)
            Button("Edit") { isEditing = true }
        }
        .sheet(isPresented: $isEditing) {
            ProfileEditor(profile: store.profile) { store.profile = $0 }
        }
    }
}

:mount ProfileScreen()
// expect: ProfileStore init
// expect: ProfileScreen body: Mia / Cyclist
:tap "Edit"
// expect: ProfileEditor body: Mia / Cyclist / newsletter=false
:type "!" into "Bio"
// expect: ProfileEditor body: Mia / Cyclist! / newsletter=false
:toggle "Newsletter"
// expect: ProfileEditor body: Mia / Cyclist! / newsletter=true
:tap "Save"
// expect: ProfileScreen body: Mia / Cyclist!
:tap "Edit"
// expect: ProfileEditor body: Mia / Cyclist! / newsletter=true
:type "x" into "Name"
// expect: ProfileEditor body: Miax / Cyclist! / newsletter=true
:tap "Cancel"
:tap "Edit"
// expect: ProfileEditor body: Mia / Cyclist! / newsletter=true
:dismiss
