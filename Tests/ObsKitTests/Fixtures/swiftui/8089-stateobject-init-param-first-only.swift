// SwiftUI from Apple's documentation: a @StateObject initialized from a view input keeps the first input's value
// Apple, StateObject (https://developer.apple.com/documentation/swiftui/stateobject): "SwiftUI only initializes a state object the
// first time you call its initializer in a given view ... if the name input to MyInitializableView changes, SwiftUI reruns the
// view's initializer with the new value. However, SwiftUI runs the autoclosure that you provide to the state object's initializer
// only the first time you call the state object's initializer, so the model's stored name value doesn't change."
import SwiftUI
import Combine

final class Greeter: ObservableObject {
    @Published var name: String
    init(name: String) { self.name = name; print("Greeter init \(name)") }
}

struct GreetingView: View {
    let input: String
    @StateObject private var greeter: Greeter
    init(name: String) {
        input = name
        _greeter = StateObject(wrappedValue: Greeter(name: name))
    }
    var body: some View {
        let _ = print("GreetingView body: input \(input), model \(greeter.name)")
        Text("Hello, \(greeter.name)")
    }
}

struct Lobby: View {
    @State private var guest = "Ada"
    var body: some View {
        VStack {
            Button("Next guest") { guest = "Bea" }
            GreetingView(name: guest)
        }
    }
}

:mount Lobby()
// expect: Greeter init Ada
// expect: GreetingView body: input Ada, model Ada
:tap "Next guest"
// expect: GreetingView body: input Bea, model Ada
