// SwiftUI from Apple's documentation: Environment init(_:) — https://developer.apple.com/documentation/swiftui/environment/init(_:) (SwiftUI updates the parts of a view that depend on an environment property when the associated value changes: a child's onChange sees the new value set by its parent's state)
import SwiftUI

extension EnvironmentValues {
    @Entry var userName: String = "Guest"
}

struct Greeting: View {
    @Environment(\.userName) private var userName

    var body: some View {
        Text("Hello, \(userName)")
            .onChange(of: userName) { oldValue, newValue in
                print("userName: \(oldValue) -> \(newValue)")
            }
    }
}

struct ContentView: View {
    @State private var name = "Ada"

    var body: some View {
        VStack {
            Button("Rename") { name = "Grace" }
            Greeting()
                .environment(\.userName, name)
        }
    }
}

:mount ContentView()
:tap "Rename"
// expect: userName: Ada -> Grace
