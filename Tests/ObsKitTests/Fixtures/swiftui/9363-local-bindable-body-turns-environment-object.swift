// SwiftUI from Apple's documentation: https://developer.apple.com/documentation/swiftui/bindable (a local @Bindable in the body turns an @Environment object into bindings for a TextField; each keystroke updates only the view that reads the name)
// Bindable: "You can use the Bindable property wrapper on properties and variables to an Observable object. This
// includes ... even local variables. For example, you can create a @Bindable variable within a view's body". The
// field writes `name` once per keystroke; the header's body reads `name`, so it runs each time; the sign-up screen
// reads nothing of the profile.
// - Mount: the screen, then the header with an empty name.
// - Type "Jo": the header runs twice, once per character.
import SwiftUI

@Observable
final class SignUpProfile {
    var name = ""
}

struct NameHeader: View {
    @Environment(SignUpProfile.self) private var profile

    var body: some View {
        let _ = print("header: '\(profile.name)'")
        Text(profile.name.isEmpty ? "Welcome!" : "Welcome, \(profile.name)!")
    }
}

struct NameField: View {
    @Environment(SignUpProfile.self) private var profile

    var body: some View {
        @Bindable var profile = profile
        TextField("Your name", text: $profile.name)
    }
}

struct SignUpScreen: View {
    @State private var profile = SignUpProfile()

    var body: some View {
        let _ = print("sign-up screen body")
        VStack {
            NameHeader()
            NameField()
        }
        .environment(profile)
    }
}

:mount SignUpScreen()
// expect: sign-up screen body
// expect: header: ''
:type "Jo" into "Your name"
// expect: header: 'J'
// expect: header: 'Jo'
