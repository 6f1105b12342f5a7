// A session service exposing `CurrentValueSubject<Bool, Never>`, injected into a `@MainActor` view model that the view
// makes in its own init with `_viewModel = StateObject(wrappedValue: AccountViewModel(service: service))`.
// What SwiftUI/Combine does: the service is made once, by the top-level declaration. `StateObject(wrappedValue:)`
// takes an autoclosure, so the view model is not made in the view's init but right before the first body (rules
// §4.1, §4.2). A `CurrentValueSubject` gives a new subscriber its current value at once, so the view model's status is
// set inside its init (Apple `CurrentValueSubject`). `send(_:)` and setting `value` both publish; the sink's
// `@Published` write runs the body once per action (rules §10.1).
// Sources: rules §4.1, §4.2, §10.1; https://developer.apple.com/documentation/combine/currentvaluesubject
// https://developer.apple.com/documentation/swiftui/stateobject
import SwiftUI
import Combine

final class SessionService {
    let isSignedIn = CurrentValueSubject<Bool, Never>(false)

    init() { print("SessionService init") }

    func signIn() {
        print("service: signing in")
        isSignedIn.send(true)
    }

    func signOut() {
        print("service: signing out")
        isSignedIn.value = false
    }
}

@MainActor
final class AccountViewModel: ObservableObject {
    @Published private(set) var statusText = "unknown"
    private let service: SessionService
    private var cancellables = Set<AnyCancellable>()

    init(service: SessionService) {
        self.service = service
        print("AccountViewModel init")
        service.isSignedIn
            .map { $0 ? "Signed in" : "Signed out" }
            .sink { [weak self] text in
                print("status -> \(text)")
                self?.statusText = text
            }
            .store(in: &cancellables)
    }

    func toggleSignIn() {
        if service.isSignedIn.value {
            service.signOut()
        } else {
            service.signIn()
        }
    }
}

struct AccountView: View {
    @StateObject private var viewModel: AccountViewModel

    init(service: SessionService) {
        print("AccountView init")
        _viewModel = StateObject(wrappedValue: AccountViewModel(service: service))
    }

    var body: some View {
        let _ = print("AccountView body: \(viewModel.statusText)")
        VStack {
            Text(viewModel.statusText)
            Button("Toggle sign-in") { viewModel.toggleSignIn() }
        }
    }
}

let sharedSession = SessionService()
// expect: SessionService init

:mount AccountView(service: sharedSession)
// expect: AccountView init
// expect: AccountViewModel init
// expect: status -> Signed out
// expect: AccountView body: Signed out
:tap "Toggle sign-in"
// expect: service: signing in
// expect: status -> Signed in
// expect: AccountView body: Signed in
:tap "Toggle sign-in"
// expect: service: signing out
// expect: status -> Signed out
// expect: AccountView body: Signed out
