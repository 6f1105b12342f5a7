// SwiftUI from Apple's documentation: https://developer.apple.com/documentation/swiftui/stateobject (initialize state objects using external data: to make SwiftUI reinitialize a state object when a view input changes, bind the view's identity to that input with .id(name); the new identity runs the state object's autoclosure again with the new name)
import SwiftUI
import Combine

final class Greeter: ObservableObject {
    let name: String
    init(name: String) {
        self.name = name
        print("Greeter for \(name)")
    }
}

struct GreetingView: View {
    @StateObject private var greeter: Greeter

    init(name: String) {
        _greeter = StateObject(wrappedValue: Greeter(name: name))
    }

    var body: some View {
        Button("Say hello") { print("Hello, \(greeter.name)") }
    }
}

struct GreetingHost: View {
    @State private var name = "Ava"

    var body: some View {
        VStack {
            GreetingView(name: name)
                .id(name)
            Button("Switch to Ben") { name = "Ben" }
        }
    }
}

:mount GreetingHost()
:tap "Say hello"
:tap "Switch to Ben"
:tap "Say hello"
// expect: Greeter for Ava
// expect: Hello, Ava
// expect: Greeter for Ben
// expect: Hello, Ben
