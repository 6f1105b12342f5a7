// objc.io style: stacking `.environment` modifiers on one view, and which value the view finally sees
// What SwiftUI does: the environment flows from the outside in; each `environment(_:_:)` modifier changes the values
// for the view it modifies, so the modifier written closest to the view is applied last and wins (Apple
// `view/environment(_:_:)`: a view inherits its environment "subject to explicit changes from an environment(_:_:)
// view modifier on a child view"). A greeting with no modifier of its own inside the stack sees the stack's "Hola";
// the one outside it sees the `@Entry` default. Switching to formal changes only the inner value of the last
// greeting; its outer "Hallo" is hidden under it. Only views whose key's value changed run again (rules §14.2); the
// screen re-runs because its body reads `formal` (rules §3.5).
// Sources: rules §3.5, §14.2, §15.14; https://developer.apple.com/documentation/swiftui/view/environment(_:_:)
import SwiftUI

extension EnvironmentValues {
    @Entry var greeting: String = "Hello"
}

struct GreetingText: View {
    let slot: Int
    @Environment(\.greeting) private var greeting

    var body: some View {
        let _ = print("GreetingText \(slot): \(greeting)")
        Text(greeting)
    }
}

struct WelcomeScreen: View {
    @State private var formal = false

    var body: some View {
        let _ = print("WelcomeScreen body: formal \(formal)")
        VStack {
            GreetingText(slot: 1)
            VStack {
                GreetingText(slot: 2)
                GreetingText(slot: 3)
                    .environment(\.greeting, "Bonjour")
                GreetingText(slot: 4)
                    .environment(\.greeting, formal ? "Good day" : "Ciao")
                    .environment(\.greeting, "Hallo")
            }
            .environment(\.greeting, "Hola")
            Button("Be formal") { formal = true }
        }
    }
}

:mount WelcomeScreen()
// expect: WelcomeScreen body: formal false
// expect: GreetingText 1: Hello
// expect: GreetingText 2: Hola
// expect: GreetingText 3: Bonjour
// expect: GreetingText 4: Ciao
:tap "Be formal"
// expect: WelcomeScreen body: formal true
// expect: GreetingText 4: Good day
:tap "Be formal"
