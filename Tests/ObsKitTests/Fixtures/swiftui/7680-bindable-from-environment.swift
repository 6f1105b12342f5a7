// Style: Apple Developer Forums thread. Forum question: "How do I get a binding to an @Observable model I read with @Environment? $profile.name doesn't compile."
// SwiftUI: Apple's answer is a local `@Bindable var profile = profile` inside body (Apple `bindable`); @Bindable is a plain wrapper, fine as a local (rules §8.5).
// Making `$profile.name` reads `name`, so the editor depends on it and re-runs per keystroke (rules §8.5, §8.3); other views re-run only for what they read:
// the greeting (name) does, the footer (theme) and the screen that owns the model do not (rules §14.2, §8).
import SwiftUI
import Observation

@Observable
final class Profile {
    var name = ""
    var theme = "Light"
}

struct NameEditor: View {
    @Environment(Profile.self) private var profile

    var body: some View {
        let _ = print("editor body")
        @Bindable var profile = profile
        TextField("Name", text: $profile.name)
    }
}

struct Greeting: View {
    @Environment(Profile.self) private var profile

    var body: some View {
        let _ = print("greeting: [\(profile.name)]")
        Text("Hello, \(profile.name)")
    }
}

struct ThemeFooter: View {
    @Environment(Profile.self) private var profile

    var body: some View {
        let _ = print("footer: \(profile.theme)")
        Text("Theme: \(profile.theme)")
    }
}

struct ProfileScreen: View {
    @State private var profile = Profile()

    var body: some View {
        let _ = print("screen body")
        VStack {
            NameEditor()
            Greeting()
            ThemeFooter()
        }
        .environment(profile)
    }
}

:mount ProfileScreen()
// expect: screen body
// expect: editor body
// expect: greeting: []
// expect: footer: Light
:type "Al" into "Name"
// expect: editor body
// expect: greeting: [A]
// expect: editor body
// expect: greeting: [Al]
