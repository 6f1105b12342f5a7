// Apple docs style (projected bindings to struct fields): $profile.name and $profile.notify edit parts of one @State struct; the owner re-runs, a child given an unchanged String does not (rules §9.3, §2.3, §2.7)
// Page: https://developer.apple.com/documentation/swiftui/binding (dynamic member lookup: $state.property)
import SwiftUI

struct Profile {
    var name = ""
    var notify = false
}

struct NameBadge: View {
    let name: String

    var body: some View {
        let _ = print("badge [\(name)]")
        Text(name.isEmpty ? "Anonymous" : name)
    }
}

struct ProfileForm: View {
    @State private var profile = Profile()

    var body: some View {
        let _ = print("form: \(profile.name), notify \(profile.notify)")
        Form {
            TextField("Name", text: $profile.name)
            Toggle("Notify me", isOn: $profile.notify)
            NameBadge(name: profile.name)
        }
    }
}

:mount ProfileForm()
// expect: form: , notify false
// expect: badge []
:type "Al" into "Name"
// expect: form: A, notify false
// expect: badge [A]
// expect: form: Al, notify false
// expect: badge [Al]
:toggle "Notify me"
// expect: form: Al, notify true
