// SwiftUI Lab style: two children hold the same `@Binding`; one only passes it to a TextField, the other reads it
// What SwiftUI does: a change of the source re-runs a child only if that child read the binding (rules §9.3); a view
// that only passes `$name` on to a TextField does not run (rules §3.5, §15.14), and neither does the parent, which
// read nothing (T3). So each keystroke runs `Greeting` alone.
// Sources: rules §3.5, §9.3, §15.14, T3; https://developer.apple.com/documentation/swiftui/binding
import SwiftUI

struct NameField: View {
    @Binding var name: String

    var body: some View {
        let _ = print("NameField body")
        TextField("Your name", text: $name)
    }
}

struct Greeting: View {
    @Binding var name: String

    var body: some View {
        let _ = print("Greeting body: Hello, \(name.isEmpty ? "stranger" : name)!")
        Text("Hello, \(name)!")
    }
}

struct WelcomeScreen: View {
    @State private var name = ""

    var body: some View {
        let _ = print("WelcomeScreen body")
        VStack {
            NameField(name: $name)
            Greeting(name: $name)
        }
    }
}

:mount WelcomeScreen()
// expect: WelcomeScreen body
// expect: NameField body
// expect: Greeting body: Hello, stranger!
:type "Jo" into "Your name"
// expect: Greeting body: Hello, J!
// expect: Greeting body: Hello, Jo!
:clear "Your name"
// expect: Greeting body: Hello, stranger!
