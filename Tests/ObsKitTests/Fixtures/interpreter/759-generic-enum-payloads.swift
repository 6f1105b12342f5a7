// A generic enum for a loading state: payloads of the parameter's type, a map to another parameter, and
// the type it prints as. Expected output from swiftc 6.3.1 on Linux.
enum Loadable<Value> {
    case idle
    case loaded(Value)
    case failed(String)
    func map<U>(_ transform: (Value) -> U) -> Loadable<U> {
        switch self {
        case .idle: return .idle
        case .loaded(let value): return .loaded(transform(value))
        case .failed(let message): return .failed(message)
        }
    }
    var text: String {
        switch self {
        case .idle: "idle"
        case .loaded(let value): "loaded \(value) (\(Value.self))"
        case .failed(let message): "failed: \(message)"
        }
    }
}
let states: [Loadable<[Int]>] = [.idle, .loaded([3, 4]), .failed("timeout")]
print(states.map(\.text))
print(states.map { $0.map(\.count).text })
let name: Loadable<String> = .loaded("Ada")
print(type(of: name))

// expect: ["idle", "loaded [3, 4] (Array<Int>)", "failed: timeout"]
// expect: ["idle", "loaded 2 (Int)", "failed: timeout"]
// expect: Loadable<String>
