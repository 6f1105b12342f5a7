// SwiftUI from Apple's documentation: https://developer.apple.com/documentation/swiftui/environmentkey (a custom EnvironmentKey: a view that no ancestor sets reads the key's defaultValue; environment(_:_:) sets it for a subtree, and an inner modifier overrides it for its own subtree)
import SwiftUI

private struct GreetingKey: EnvironmentKey {
    static let defaultValue: String = "Hello"
}

extension EnvironmentValues {
    var greeting: String {
        get { self[GreetingKey.self] }
        set { self[GreetingKey.self] = newValue }
    }
}

struct Greeter: View {
    @Environment(\.greeting) private var greeting
    let name: String

    var body: some View {
        Button("Greet \(name)") { print("\(greeting), \(name)") }
    }
}

struct GreetingsView: View {
    var body: some View {
        VStack {
            Greeter(name: "Ana")
            VStack {
                Greeter(name: "Ben")
                Greeter(name: "Cy")
                    .environment(\.greeting, "Hola")
            }
            .environment(\.greeting, "Bonjour")
        }
    }
}

:mount GreetingsView()
:tap "Greet Ana"
:tap "Greet Ben"
:tap "Greet Cy"
// expect: Hello, Ana
// expect: Bonjour, Ben
// expect: Hola, Cy
