// SwiftUI from Apple's documentation: https://developer.apple.com/documentation/combine/anycancellable (AnyCancellable(_:) runs its cancel closure when deinitialized: the model's deinit body prints first, then its Set<AnyCancellable> is destroyed and the closure runs)
import SwiftUI
import Combine

final class Session: ObservableObject {
    private var cancellables = Set<AnyCancellable>()

    init() {
        print("Session init")
        AnyCancellable { print("cancel closure ran") }
            .store(in: &cancellables)
    }

    deinit { print("Session deinit") }
}

struct SessionPanel: View {
    @StateObject private var session = Session()
    var body: some View { Text("Signed in") }
}

struct RootView: View {
    @State private var signedIn = true

    var body: some View {
        VStack {
            Button("Sign out") { signedIn = false }
            if signedIn {
                SessionPanel()
            }
        }
    }
}

:mount RootView()
:tap "Sign out"
// expect: Session init
// expect: Session deinit
// expect: cancel closure ran
