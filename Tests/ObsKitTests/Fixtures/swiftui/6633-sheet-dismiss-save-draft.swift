// Follows Apple's page "DismissAction" (developer.apple.com/documentation/swiftui/dismissaction), whose example is a
// sheet that closes itself with @Environment(\.dismiss): here a profile editor with Cancel and Save in its own
// navigation bar, editing a draft copy of an ObservableObject's name.
// - dismiss() closes the sheet the view is in (Apple `dismissaction`; rules §15.12). Cancel changes nothing the
//   presenter observes, so no body of ProfileView runs; Save writes the @Published name, and ProfileView, which
//   owns the model as @StateObject and reads it, runs once (rules §6.3, §6.5, §10.1).
// - The draft is @State set up from the model when the sheet's content is first installed (rules §3.2); each
//   presentation builds the content anew (rules §13.1), so the editor starts again from the model's current name,
//   never from the abandoned draft. onAppear prints it (appearance after the update, rules §10.3).
// - Toolbar items of the sheet's own NavigationStack are tappable (rules §15.4); while the sheet is up only its
//   content can be reached (rules §15.11), so each "Edit Profile" tap also checks that the sheet went away.
// - The sheet's body prints nothing: how a dismissing sheet updates last is not specified.
import SwiftUI

final class Profile: ObservableObject {
    @Published var displayName = "Guest"
}

struct EditProfileSheet: View {
    @ObservedObject var profile: Profile
    @State private var draft: String
    @Environment(\.dismiss) private var dismiss

    init(profile: Profile) {
        self.profile = profile
        _draft = State(initialValue: profile.displayName)
    }

    var body: some View {
        NavigationStack {
            Form {
                TextField("Display Name", text: $draft)
            }
            .navigationTitle("Edit Profile")
            .toolbar {
                ToolbarItem(placement: .cancellationAction) {
                    Button("Cancel") {
                        print("cancel, draft was \(draft)")
                        dismiss()
                    }
                }
                ToolbarItem(placement: .confirmationAction) {
                    Button("Save") {
                        print("save \(draft)")
                        profile.displayName = draft
                        dismiss()
                    }
                }
            }
        }
        .onAppear { print("editor appeared, draft \(draft)") }
    }
}

struct ProfileView: View {
    @StateObject private var profile = Profile()
    @State private var isEditing = false

    var body: some View {
        let _ = print("ProfileView body, \(profile.displayName)")
        VStack {
            Text(profile.displayName)
            Button("Edit Profile") { isEditing = true }
        }
        .sheet(isPresented: $isEditing) {
            EditProfileSheet(profile: profile)
        }
    }
}

:mount ProfileView()
// expect: ProfileView body, Guest
:tap "Edit Profile"
// expect: editor appeared, draft Guest
:clear "Display Name"
:type "Ada" into "Display Name"
:tap "Cancel"
// expect: cancel, draft was Ada
:tap "Edit Profile"
// expect: editor appeared, draft Guest
:clear "Display Name"
:type "Grace" into "Display Name"
:tap "Save"
// expect: save Grace
// expect: ProfileView body, Grace
:tap "Edit Profile"
// expect: editor appeared, draft Grace
