// Blog style (ignored): @ObservationIgnored properties never trigger onChange
import Observation

@Observable
final class Session {
    var user = "guest"
    @ObservationIgnored var hits = 0
    @ObservationIgnored private(set) var history: [String] = []

    func login(_ name: String) {
        history.append(user)
        user = name
    }
}

let s = Session()
var changes = 0
withObservationTracking {
    _ = s.hits
    _ = s.history
} onChange: {
    changes += 1
}
s.hits += 5
s.login("root")
print("changes from ignored: \(changes)")

withObservationTracking {
    _ = s.user
} onChange: {
    changes += 1
    print("user changing")
}
s.login("admin")
print("changes total: \(changes)")
print("history: \(s.history.joined(separator: ","))  hits: \(s.hits)")
// expect: changes from ignored: 0
// expect: user changing
// expect: changes total: 1
// expect: history: guest,root  hits: 5
