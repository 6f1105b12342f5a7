// SwiftUI from Apple's documentation: https://developer.apple.com/documentation/swiftui/stateobject (Force reinitialization by changing view identity: giving the child `.id(user)` makes a new view when the user changes, so its explicitly initialized state object is created again from the new input)
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
                .id(user)
        }
    }
}

:mount AccountView()
:tap "Greet"
:tap "Switch user"
:tap "Greet"
// expect: GreetingViewModel init for Ava
// expect: Hello, Ava
// expect: GreetingViewModel init for Liam
// expect: Hello, Liam
