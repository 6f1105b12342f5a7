// SwiftUI from Apple's documentation: a local @Bindable in body makes bindings to an object read from the environment
// Apple, Bindable (https://developer.apple.com/documentation/swiftui/bindable): "You can use the Bindable property wrapper on properties
// and variables to an Observable object. This includes global variables, properties that exists outside of SwiftUI types, or even
// local variables." Bindable.init(_:) shows the same with `@Environment(Book.self)`. Typing through the binding changes `nickname`;
// Greeting reads it in its body, so it re-runs per character.
import SwiftUI

@Observable
final class Profile {
    var nickname = "sam"
}

struct NicknameField: View {
    @Environment(Profile.self) private var profile

    var body: some View {
        @Bindable var profile = profile
        TextField("Nickname", text: $profile.nickname)
    }
}

struct Greeting: View {
    @Environment(Profile.self) private var profile

    var body: some View {
        let _ = print("Greeting body: hello \(profile.nickname)")
        Text("Hello \(profile.nickname)")
    }
}

struct ProfileScreen: View {
    @State private var profile = Profile()

    var body: some View {
        VStack {
            NicknameField()
            Greeting()
        }
        .environment(profile)
    }
}

:mount ProfileScreen()
// expect: Greeting body: hello sam
:type "my" into "Nickname"
// expect: Greeting body: hello samm
// expect: Greeting body: hello sammy
