// Point-Free style (dependency injection): an Environment struct of closures swapped for tests, used by a small feature model
struct Environment {
    var now: () -> Int
    var fetchGreeting: (String) -> Result<String, GreetingError>
    var log: (String) -> Void
}

enum GreetingError: Error, Equatable {
    case offline
    case banned(String)
}

extension Environment {
    static let live = Environment(
        now: { 1_700_000_000 },
        fetchGreeting: { .success("Hello, \($0)!") },
        log: { print("[live]", $0) }
    )
}

final class GreetingModel {
    private let env: Environment
    private(set) var history: [String] = []
    init(env: Environment) { self.env = env }

    func greet(_ name: String) {
        let stamp = env.now()
        switch env.fetchGreeting(name) {
        case .success(let text):
            history.append("\(stamp): \(text)")
            env.log("greeted \(name)")
        case .failure(.banned(let who)):
            history.append("\(stamp): <banned \(who)>")
            env.log("refused \(who)")
        case .failure(let error):
            history.append("\(stamp): <\(error)>")
        }
    }
}

let live = GreetingModel(env: .live)
live.greet("Sam")
print(live.history)

var clock = 0
var logged: [String] = []
var testEnv = Environment.live
testEnv.now = { clock += 10; return clock }
testEnv.log = { logged.append($0) }
testEnv.fetchGreeting = { name in
    switch name {
    case "": return .failure(.offline)
    case let n where n.hasPrefix("X"): return .failure(.banned(n))
    default: return .success("Hi \(name.uppercased())")
    }
}

let model = GreetingModel(env: testEnv)
for name in ["ana", "", "Xeno", "li"] { model.greet(name) }
print(model.history.joined(separator: " | "))
print(logged, clock)
print(GreetingError.banned("a") == .banned("a"), GreetingError.offline == .banned("x"))

// expect: [live] greeted Sam
// expect: ["1700000000: Hello, Sam!"]
// expect: 10: Hi ANA | 20: <offline> | 30: <banned Xeno> | 40: Hi LI
// expect: ["greeted ana", "refused Xeno", "greeted li"] 40
// expect: true false
