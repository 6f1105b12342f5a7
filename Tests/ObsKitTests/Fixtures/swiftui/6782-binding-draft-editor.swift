// Follows Apple's `Binding` page (https://developer.apple.com/documentation/swiftui/binding): "Use a binding to
// create a two-way connection between a property that stores data, and a view that displays and changes the
// data. A binding connects a property to a source of truth stored elsewhere, instead of storing data directly."
// Own code: a profile screen that owns the saved profile and a draft in @State, and a fields view that edits the
// draft through a @Binding; Save copies the draft, Revert throws it away.
// - The fields write through the binding into the parent's `draft` (Apple `binding`; rules §9.3, §15.1). The
//   parent reads `draft` (it compares it with `saved`), so it runs per keystroke (rules §3.5); ProfileFields reads
//   its binding and gets a binding to a changed value, so it runs after the parent (rules §2.5 ObsREPL's choice,
//   §2.8, §9.3), once (rules §2.8).
// - Save writes `saved` only: the parent runs; the draft did not change, so the fields' binding is equal and
//   their body does not run (rules §2.5 ObsREPL's choice, §2.7). Revert writes `draft`: both run.
import SwiftUI

struct Profile: Equatable {
    var name: String
    var bio: String
}

struct ProfileScreen: View {
    @State private var saved = Profile(name: "Ana", bio: "Cellist")
    @State private var draft = Profile(name: "Ana", bio: "Cellist")

    var body: some View {
        let _ = print("ProfileScreen body: saved \(saved.name), unsaved changes \(draft != saved)")
        Form {
            ProfileFields(profile: $draft)
            Button("Save") {
                saved = draft
                print("saved \(saved.name) / \(saved.bio)")
            }
            Button("Revert") { draft = saved }
        }
    }
}

struct ProfileFields: View {
    @Binding var profile: Profile

    var body: some View {
        let _ = print("ProfileFields body: \(profile.name) / \(profile.bio)")
        Section("Profile") {
            TextField("Name", text: $profile.name)
            TextField("Bio", text: $profile.bio)
        }
    }
}

:mount ProfileScreen()
// expect: ProfileScreen body: saved Ana, unsaved changes false
// expect: ProfileFields body: Ana / Cellist
:type "s" into "Name"
// expect: ProfileScreen body: saved Ana, unsaved changes true
// expect: ProfileFields body: Anas / Cellist
:tap "Revert"
// expect: ProfileScreen body: saved Ana, unsaved changes false
// expect: ProfileFields body: Ana / Cellist
:type "!" into "Bio"
// expect: ProfileScreen body: saved Ana, unsaved changes true
// expect: ProfileFields body: Ana / Cellist!
:tap "Save"
// expect: saved Ana / Cellist!
// expect: ProfileScreen body: saved Ana, unsaved changes false
