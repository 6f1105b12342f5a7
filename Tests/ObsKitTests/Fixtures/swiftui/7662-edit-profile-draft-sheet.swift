// Beginner tutorial style: a profile screen that edits a copy of the profile in a sheet, with Cancel and Save.
// What SwiftUI does: the sheet's content is built when it is presented, in its own hierarchy (rules §13.1, §8.4), and
// gets a binding to the parent's `draft`; the parent's body never read `draft`, so typing runs only the sheet's editor,
// which read it through `@Binding` (rules §3.5, §9.3). Save copies the draft into `profile`, which the parent read:
// one parent body (rules §10.1); Cancel leaves it, and `dismiss()` closes the sheet (rules §15.12).
import SwiftUI

struct Profile: Equatable {
    var name: String
    var city: String
}

struct ProfileEditor: View {
    @Binding var draft: Profile
    @Environment(\.dismiss) private var dismiss
    let onSave: () -> Void

    var body: some View {
        let _ = print("editor: [\(draft.name)] [\(draft.city)]")
        NavigationStack {
            Form {
                TextField("Name", text: $draft.name)
                TextField("City", text: $draft.city)
            }
            .toolbar {
                ToolbarItem(placement: .cancellationAction) { Button("Cancel") { dismiss() } }
                ToolbarItem(placement: .confirmationAction) { Button("Save") { onSave(); dismiss() } }
            }
        }
    }
}

struct ProfileView: View {
    @State private var profile = Profile(name: "Sam", city: "Oslo")
    @State private var draft = Profile(name: "", city: "")
    @State private var editing = false

    var body: some View {
        let _ = print("profile: \(profile.name) from \(profile.city)")
        VStack {
            Text(profile.name).font(.title)
            Text(profile.city)
            Button("Edit") { draft = profile; editing = true }
        }
        .sheet(isPresented: $editing) {
            ProfileEditor(draft: $draft) { profile = draft }
        }
    }
}

:mount ProfileView()
// expect: profile: Sam from Oslo
:tap "Edit"
// expect: editor: [Sam] [Oslo]
:type "!" into "Name"
// expect: editor: [Sam!] [Oslo]
:tap "Cancel"
:tap "Edit"
// expect: editor: [Sam] [Oslo]
:clear "City"
// expect: editor: [Sam] []
:type "Rome" into "City"
// expect: editor: [Sam] [R]
// expect: editor: [Sam] [Ro]
// expect: editor: [Sam] [Rom]
// expect: editor: [Sam] [Rome]
:tap "Save"
// expect: profile: Sam from Rome
