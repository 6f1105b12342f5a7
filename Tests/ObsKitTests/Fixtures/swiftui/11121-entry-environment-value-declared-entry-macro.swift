// Apple docs style (@Entry): an environment value declared with the Entry macro, its default seen where nothing sets it, and a toggled value re-running only the view under the modifier (rules §15.14, §14.2)
// Page: https://developer.apple.com/documentation/swiftui/entry()
import SwiftUI

extension EnvironmentValues {
    @Entry var greetingStyle: String = "plain"
}

struct Greeting: View {
    @Environment(\.greetingStyle) private var style
    let name: String

    var body: some View {
        let _ = print("\(name) greeting is \(style)")
        Text("Hello, \(name)")
    }
}

struct Lobby: View {
    @State private var fancy = false

    var body: some View {
        VStack {
            Toggle("Fancy", isOn: $fancy)
            Greeting(name: "Ana")
            Greeting(name: "Ben")
                .environment(\.greetingStyle, fancy ? "fancy" : "plain")
        }
        .onChange(of: fancy) { print("fancy is \(fancy)") }
    }
}

:mount Lobby()
// expect: Ana greeting is plain
// expect: Ben greeting is plain
:toggle "Fancy"
// expect: Ben greeting is fancy
// expect: fancy is true
:toggle "Fancy"
// expect: Ben greeting is plain
// expect: fancy is false
