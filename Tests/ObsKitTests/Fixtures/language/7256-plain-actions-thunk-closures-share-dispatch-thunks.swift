// App architecture style (thunk middleware): plain actions and thunk closures share one dispatch, thunks read state and dispatch more actions
struct AuthState: Equatable {
    var user: String?
    var token: String?
    var errors: [String] = []
    var busy = false
}

enum AuthAction {
    case started
    case succeeded(user: String, token: String)
    case failed(String)
    case logout
}

enum Dispatchable {
    case action(AuthAction)
    case thunk((_ dispatch: (Dispatchable) -> Void, _ getState: () -> AuthState) -> Void)
}

final class AuthStore {
    private(set) var state = AuthState()
    private(set) var processed = 0

    func dispatch(_ d: Dispatchable) {
        switch d {
        case .action(let a):
            processed += 1
            reduce(&state, a)
            print("  \(a) -> user=\(state.user ?? "nil") busy=\(state.busy) errors=\(state.errors.count)")
        case .thunk(let body):
            body({ [unowned self] in self.dispatch($0) }, { [unowned self] in self.state })
        }
    }
    private func reduce(_ s: inout AuthState, _ a: AuthAction) {
        switch a {
        case .started: s.busy = true
        case let .succeeded(user, token): s.user = user; s.token = token; s.busy = false
        case .failed(let why): s.errors.append(why); s.busy = false
        case .logout: s.user = nil; s.token = nil
        }
    }
}

let accounts = ["ann": "pw1", "ben": "hunter2"]

func login(_ name: String, _ password: String) -> Dispatchable {
    .thunk { dispatch, getState in
        if getState().user != nil {
            dispatch(.action(.failed("already signed in")))
            return
        }
        dispatch(.action(.started))
        if accounts[name] == password {
            dispatch(.action(.succeeded(user: name, token: String(name.reversed()) + "-tok")))
        } else {
            dispatch(.action(.failed("bad credentials for \(name)")))
        }
    }
}

let logoutIfSignedIn: Dispatchable = .thunk { dispatch, getState in
    guard getState().user != nil else { print("  (not signed in)"); return }
    dispatch(.action(.logout))
}

let store = AuthStore()
let script: [(String, Dispatchable)] = [
    ("login ann wrong", login("ann", "nope")),
    ("login ann", login("ann", "pw1")),
    ("login ben", login("ben", "hunter2")),
    ("logout", logoutIfSignedIn),
    ("logout again", logoutIfSignedIn),
    ("login ben", login("ben", "hunter2")),
]
for (label, d) in script {
    print(label)
    store.dispatch(d)
}
print("token:", store.state.token ?? "-", "processed:", store.processed, "errors:", store.state.errors)

// expect: login ann wrong
// expect:   started -> user=nil busy=true errors=0
// expect:   failed("bad credentials for ann") -> user=nil busy=false errors=1
// expect: login ann
// expect:   started -> user=nil busy=true errors=1
// expect:   succeeded(user: "ann", token: "nna-tok") -> user=ann busy=false errors=1
// expect: login ben
// expect:   failed("already signed in") -> user=ann busy=false errors=2
// expect: logout
// expect:   logout -> user=nil busy=false errors=2
// expect: logout again
// expect:   (not signed in)
// expect: login ben
// expect:   started -> user=nil busy=true errors=2
// expect:   succeeded(user: "ben", token: "neb-tok") -> user=ben busy=false errors=2
// expect: token: neb-tok processed: 8 errors: ["bad credentials for ann", "already signed in"]
