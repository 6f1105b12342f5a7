// SwiftUI from Apple's documentation: https://developer.apple.com/documentation/swiftui/stateobject (SwiftUI runs the autoclosure given to a state object's initializer only the first time it calls that initializer in a given view: when the name input changes, SwiftUI reruns the view's initializer, but the model's stored name doesn't change)
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
            Text("Input: \(name)")
            GreetingView(name: name)
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
// expect: Hello, Ava
