// Stack Overflow Q&A style: "@Observable object in @State vs let vs @Bindable": the screen owns the model in @State, a read-only child takes a plain let, an editing child takes @Bindable for $profile.name; a keystroke re-runs only the views that read name, a tap on visits only the one that reads visits (rules §3.7, §8.3, §8.5, §9.2)
import SwiftUI

@Observable
final class Profile {
    var name = "Ana"
    var visits = 0
    init() { print("Profile init") }
}

struct NameLabel: View {
    let profile: Profile

    var body: some View {
        let _ = print("NameLabel body: \(profile.name)")
        Text(profile.name)
    }
}

struct NameEditor: View {
    @Bindable var profile: Profile

    var body: some View {
        let _ = print("NameEditor body")
        TextField("Name", text: $profile.name)
    }
}

struct VisitsButton: View {
    let profile: Profile

    var body: some View {
        let _ = print("VisitsButton body: \(profile.visits)")
        Button("Visit \(profile.visits)") { profile.visits += 1 }
    }
}

struct ProfileScreen: View {
    @State private var profile = Profile()

    var body: some View {
        let _ = print("ProfileScreen body")
        VStack {
            NameLabel(profile: profile)
            NameEditor(profile: profile)
            VisitsButton(profile: profile)
        }
    }
}

:mount ProfileScreen()
// expect: Profile init
// expect: ProfileScreen body
// expect: NameLabel body: Ana
// expect: NameEditor body
// expect: VisitsButton body: 0
:type "s" into "Name"
// expect: NameLabel body: Anas
// expect: NameEditor body
:tap "Visit 0"
// expect: VisitsButton body: 1
:tap "Visit 1"
// expect: VisitsButton body: 2
