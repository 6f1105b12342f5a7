// SwiftUI from Apple's documentation: binding the view's identity to the input with .id makes a new @StateObject for the new input
// Apple, StateObject (https://developer.apple.com/documentation/swiftui/stateobject): "If you want SwiftUI to reinitialize a state
// object when a view input changes, make sure that the view's identity changes at the same time. One way to do this is to bind the
// view's identity to the value that changes using the id(_:) modifier."
import SwiftUI
import Combine

final class Greeter: ObservableObject {
    @Published var name: String
    init(name: String) { self.name = name; print("Greeter init \(name)") }
}

struct GreetingView: View {
    @StateObject private var greeter: Greeter
    init(name: String) {
        _greeter = StateObject(wrappedValue: Greeter(name: name))
    }
    var body: some View {
        let _ = print("GreetingView body: model \(greeter.name)")
        Text("Hello, \(greeter.name)")
    }
}

struct Lobby: View {
    @State private var guest = "Ada"
    var body: some View {
        VStack {
            Button("Next guest") { guest = "Bea" }
            GreetingView(name: guest)
                .id(guest)
        }
    }
}

:mount Lobby()
// expect: Greeter init Ada
// expect: GreetingView body: model Ada
:tap "Next guest"
// expect: Greeter init Bea
// expect: GreetingView body: model Bea
