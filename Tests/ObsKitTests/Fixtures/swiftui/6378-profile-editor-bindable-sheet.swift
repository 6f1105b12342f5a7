// Observation lessons (HWS "Sharing @Observable objects", Kodeco "Observation framework"): an @Observable profile owned in @State, an edit sheet with presentationDetents that takes it as @Bindable and edits it with TextField and Toggle; the header that reads the name re-runs per keystroke, the unread toggle leaves it alone (Apple: Bindable, sheet(isPresented:onDismiss:content:), presentationDetents(_:); SEMANTICS §8 tracking per property, Contrast: .sheet(isPresented: $flag) adds no dependency)
import SwiftUI

@Observable
final class UserProfile {
    var name = "Sam"
    var bio = ""
    var isPrivate = false
}

struct EditProfileView: View {
    @Bindable var profile: UserProfile
    @Environment(\.dismiss) private var dismiss

    var body: some View {
        NavigationStack {
            Form {
                TextField("Display name", text: $profile.name)
                TextField("Bio", text: $profile.bio, axis: .vertical)
                    .lineLimit(3)
                Toggle("Private account", isOn: $profile.isPrivate)
            }
            .navigationTitle("Edit Profile")
            .toolbar {
                ToolbarItem(placement: .confirmationAction) {
                    Button("Done") { dismiss() }
                }
            }
        }
        .presentationDetents([.medium, .large])
    }
}

struct ProfileHeader: View {
    var profile: UserProfile

    var body: some View {
        let _ = print("header: \(profile.name)")
        HStack {
            Image(systemName: "person.circle.fill")
                .font(.largeTitle)
            Text(profile.name)
                .font(.title2)
        }
    }
}

struct ProfileScreen: View {
    @State private var profile = UserProfile()
    @State private var isEditing = false

    var body: some View {
        let _ = print("screen body")
        VStack(spacing: 20) {
            ProfileHeader(profile: profile)
            Button("Edit Profile") {
                isEditing = true
            }
            Button("Print") {
                print("\(profile.name), private \(profile.isPrivate), bio '\(profile.bio)'")
            }
        }
        .sheet(isPresented: $isEditing) {
            EditProfileView(profile: profile)
        }
    }
}

:mount ProfileScreen()
:tap "Edit Profile"
:type "my" into "Display name"
:toggle "Private account"
:type "Hi" into "Bio"
:tap "Done"
:tap "Print"

// expect: screen body
// expect: header: Sam
// expect: header: Samm
// expect: header: Sammy
// expect: Sammy, private true, bio 'Hi'
