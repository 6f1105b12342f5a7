// Generics: a generic enum modelling loading state, with map/flatMap-style methods, pattern matching on generic payloads and type names.
// expected output: swiftc 6.3.1 (Linux), run on this machine
enum Loadable<Value> {
    case idle
    case loading(progress: Int)
    case loaded(Value)
    case failed(String)

    func map<U>(_ transform: (Value) -> U) -> Loadable<U> {
        switch self {
        case .idle: return .idle
        case .loading(let p): return .loading(progress: p)
        case .loaded(let v): return .loaded(transform(v))
        case .failed(let m): return .failed(m)
        }
    }

    var value: Value? {
        if case .loaded(let v) = self { return v }
        return nil
    }

    var statusText: String {
        switch self {
        case .idle: return "idle"
        case .loading(let p) where p >= 100: return "finishing"
        case .loading(let p): return "loading \(p)%"
        case .loaded(let v): return "loaded \(v) (\(Value.self))"
        case .failed(let m): return "failed: \(m)"
        }
    }
}

let states: [Loadable<[Int]>] = [.idle, .loading(progress: 40), .loading(progress: 100), .loaded([3, 4]), .failed("timeout")]
for s in states {
    print(s.statusText)
}
let counts = states.map { $0.map { $0.count } }
print(counts.map(\.statusText))
print(states.compactMap(\.value))
let name: Loadable<String> = .loaded("Ada")
print(name.map { $0.count }.value ?? 0, type(of: name.map { $0.count }))

// expect: idle
// expect: loading 40%
// expect: finishing
// expect: loaded [3, 4] (Array<Int>)
// expect: failed: timeout
// expect: ["idle", "loading 40%", "finishing", "loaded 2 (Int)", "failed: timeout"]
// expect: [[3, 4]]
// expect: 3 Loadable<Int>
