// App code style: dependency injection through protocols with stub, spy and fake test doubles for a login service
protocol TokenStore: AnyObject {
    func save(_ token: String, for user: String)
    func token(for user: String) -> String?
}

protocol AuthAPI {
    func login(user: String, password: String) -> Result<String, AuthError>
}

protocol Analytics {
    func track(_ event: String, _ properties: [String: String])
}

enum AuthError: Error, Equatable, CustomStringConvertible {
    case badCredentials
    case locked(minutes: Int)
    case network
    var description: String {
        switch self {
        case .badCredentials: return "wrong username or password"
        case .locked(let minutes): return "account locked for \(minutes) min"
        case .network: return "no connection"
        }
    }
}

final class LoginService {
    private let api: AuthAPI
    private let store: TokenStore
    private let analytics: Analytics

    init(api: AuthAPI, store: TokenStore, analytics: Analytics) {
        self.api = api
        self.store = store
        self.analytics = analytics
    }

    func signIn(_ user: String, _ password: String) -> String {
        if let cached = store.token(for: user) {
            analytics.track("login_cached", ["user": user])
            return "welcome back \(user) (\(cached))"
        }
        switch api.login(user: user, password: password) {
        case .success(let token):
            store.save(token, for: user)
            analytics.track("login_ok", ["user": user, "len": "\(token.count)"])
            return "signed in \(user)"
        case .failure(let error):
            analytics.track("login_failed", ["user": user, "reason": "\(error)"])
            return "error: \(error)"
        }
    }
}

struct StubAPI: AuthAPI {
    var responses: [String: Result<String, AuthError>]
    func login(user: String, password: String) -> Result<String, AuthError> {
        responses[user] ?? .failure(.badCredentials)
    }
}

final class FakeTokenStore: TokenStore {
    private var tokens: [String: String] = [:]
    func save(_ token: String, for user: String) { tokens[user] = token }
    func token(for user: String) -> String? { tokens[user] }
    var savedUsers: [String] { tokens.keys.sorted() }
}

final class SpyAnalytics: Analytics {
    private(set) var events: [(name: String, properties: [String: String])] = []
    func track(_ event: String, _ properties: [String: String]) {
        events.append((event, properties))
    }
    func dump() {
        for event in events {
            let props = event.properties.sorted { $0.key < $1.key }.map { "\($0.key)=\($0.value)" }
            print("  track \(event.name) {\(props.joined(separator: ", "))}")
        }
    }
}

let spy = SpyAnalytics()
let store = FakeTokenStore()
let api = StubAPI(responses: [
    "ana": .success("tok-ana-42"),
    "bob": .failure(.locked(minutes: 15)),
    "cy": .failure(.network),
])
let service = LoginService(api: api, store: store, analytics: spy)

for (user, password) in [("ana", "pw"), ("bob", "pw"), ("cy", "pw"), ("dee", "pw"), ("ana", "other")] {
    print(service.signIn(user, password))
}
print("saved:", store.savedUsers)
print("events: \(spy.events.count)")
spy.dump()

let failures = spy.events.filter { $0.name == "login_failed" }.compactMap { $0.properties["reason"] }
print("failure reasons:", failures)

struct AlwaysOK: AuthAPI {
    func login(user: String, password: String) -> Result<String, AuthError> { .success(String(user.reversed())) }
}
let quiet = SpyAnalytics()
let second = LoginService(api: AlwaysOK(), store: FakeTokenStore(), analytics: quiet)
print(second.signIn("zed", "x"), "/", second.signIn("zed", "x"))
quiet.dump()

// expect: signed in ana
// expect: error: account locked for 15 min
// expect: error: no connection
// expect: error: wrong username or password
// expect: welcome back ana (tok-ana-42)
// expect: saved: ["ana"]
// expect: events: 5
// expect:   track login_ok {len=10, user=ana}
// expect:   track login_failed {reason=account locked for 15 min, user=bob}
// expect:   track login_failed {reason=no connection, user=cy}
// expect:   track login_failed {reason=wrong username or password, user=dee}
// expect:   track login_cached {user=ana}
// expect: failure reasons: ["account locked for 15 min", "no connection", "wrong username or password"]
// expect: signed in zed / welcome back zed (dez)
// expect:   track login_ok {len=3, user=zed}
// expect:   track login_cached {user=zed}
