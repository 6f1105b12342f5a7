// Editing in a sheet with callbacks instead of bindings, as posts on "unidirectional data flow in SwiftUI" write it:
// the sheet gets a copy of the profile, keeps a draft in @State, and reports with `onSave: (Profile) -> Void` and
// `onCancel: () -> Void`; the parent owns the profile and the presentation flag.
// What SwiftUI does: showing the sheet changes only a presentation flag the parent's body never read: only the sheet's
// content is built (rules §8.7, T4), from the profile at that moment (rules §13.1, §3.5: the content closure's reads are
// the sheet's). Typing runs only the sheet. Cancel closes it and changes nothing else: no body runs. A new presentation
// builds a new draft from the profile (rules §1.4: the old sheet's state died with it). Save writes the profile and
// closes the sheet in one action: the parent runs once and the closing sheet's content is not built again (rules §10.1,
// §15.12).
// Sources: rules §1.4, §3.5, §8.7, §10.1, §13.1, §15.12;
// https://developer.apple.com/documentation/swiftui/view/sheet(ispresented:ondismiss:content:)
import SwiftUI

struct EditableProfile: Equatable {
    var name: String
    var city: String
}

struct EditProfileSheet: View {
    @State private var draft: EditableProfile
    let onSave: (EditableProfile) -> Void
    let onCancel: () -> Void

    init(profile: EditableProfile, onSave: @escaping (EditableProfile) -> Void, onCancel: @escaping () -> Void) {
        _draft = State(initialValue: profile)
        self.onSave = onSave
        self.onCancel = onCancel
    }

    var body: some View {
        let _ = print("EditProfileSheet body: \(draft.name)")
        Form {
            TextField("Name", text: $draft.name)
            HStack {
                Button("Cancel", action: onCancel)
                Button("Save") { onSave(draft) }
            }
        }
    }
}

struct ProfileSummary: View {
    @State private var profile = EditableProfile(name: "Sam", city: "Lyon")
    @State private var isEditing = false

    var body: some View {
        let _ = print("ProfileSummary body: \(profile.name)")
        VStack {
            Text("\(profile.name), \(profile.city)")
            Button("Edit") { isEditing = true }
        }
        .sheet(isPresented: $isEditing) {
            EditProfileSheet(
                profile: profile,
                onSave: { updated in
                    print("saved \(updated.name)")
                    profile = updated
                    isEditing = false
                },
                onCancel: {
                    print("cancelled")
                    isEditing = false
                }
            )
        }
    }
}

:mount ProfileSummary()
// expect: ProfileSummary body: Sam
:tap "Edit"
// expect: EditProfileSheet body: Sam
:type "!" into "Name"
// expect: EditProfileSheet body: Sam!
:tap "Cancel"
// expect: cancelled
:tap "Edit"
// expect: EditProfileSheet body: Sam
:type "my" into "Name"
// expect: EditProfileSheet body: Samm
// expect: EditProfileSheet body: Sammy
:tap "Save"
// expect: saved Sammy
// expect: ProfileSummary body: Sammy
