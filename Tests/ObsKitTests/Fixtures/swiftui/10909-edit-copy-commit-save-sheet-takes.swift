// Stack Overflow style (edit a copy, commit on Save): a sheet takes a Binding, keeps a @State draft made in its init, and Save writes back and dismisses; Cancel leaves the original (rules §3.2, §13.1, §15.12, §9.3)
import SwiftUI

struct Profile {
    var name: String
    var age: Int
}

struct EditProfileView: View {
    @Binding var profile: Profile
    @State private var draft: Profile
    @Environment(\.dismiss) private var dismiss

    init(profile: Binding<Profile>) {
        _profile = profile
        _draft = State(initialValue: profile.wrappedValue)
        print("EditProfileView.init draft=\(profile.wrappedValue.name)")
    }

    var body: some View {
        let _ = print("EditProfileView.body draft=\(draft.name)")
        Form {
            TextField("Name", text: $draft.name)
            Button("Save") {
                profile = draft
                dismiss()
            }
            Button("Cancel") { dismiss() }
        }
    }
}

struct ProfileScreen: View {
    @State private var profile = Profile(name: "Ann", age: 30)
    @State private var editing = false

    var body: some View {
        let _ = print("ProfileScreen.body name=\(profile.name)")
        VStack {
            Text(profile.name)
            Button("Edit") { editing = true }
        }
        .sheet(isPresented: $editing) {
            EditProfileView(profile: $profile)
        }
    }
}
:mount ProfileScreen()
// expect: ProfileScreen.body name=Ann
:tap "Edit"
// expect: EditProfileView.init draft=Ann
// expect: EditProfileView.body draft=Ann
:type "e" into "Name"
// expect: EditProfileView.body draft=Anne
:tap "Cancel"
:tap "Edit"
// expect: EditProfileView.init draft=Ann
// expect: EditProfileView.body draft=Ann
:type "y" into "Name"
// expect: EditProfileView.body draft=Anny
:tap "Save"
// expect: ProfileScreen.body name=Anny
