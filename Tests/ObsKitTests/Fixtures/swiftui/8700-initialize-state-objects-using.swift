// SwiftUI from Apple's documentation: https://developer.apple.com/documentation/swiftui/stateobject (Initialize state objects using external data: with `_viewModel = StateObject(wrappedValue: GreetingViewModel(name: name))` SwiftUI runs the closure only once for the view's lifetime, so a later change of the name input has no effect)
import SwiftUI

final class GreetingViewModel: ObservableObject {
    @Published var name: String

    init(name: String) {
        self.name = name
        print("GreetingViewModel init for \(name)")
    }
}

struct GreetingView: View {
    @StateObject private var viewModel: GreetingViewModel

    init(name: String) {
        _viewModel = StateObject(wrappedValue: GreetingViewModel(name: name))
    }

    var body: some View {
        Button("Greet") { print("Hello, \(viewModel.name)") }
    }
}

struct AccountView: View {
    @State private var user = "Ava"

    var body: some View {
        VStack {
            Text("Signed in as \(user)")
            Button("Switch user") { user = "Liam" }
            GreetingView(name: user)
        }
    }
}

:mount AccountView()
:tap "Greet"
:tap "Switch user"
:tap "Greet"
// expect: GreetingViewModel init for Ava
// expect: Hello, Ava
// expect: Hello, Ava
