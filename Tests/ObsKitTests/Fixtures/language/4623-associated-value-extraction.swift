// App code style: extracting associated values with if case, guard case and helpers
enum LoadState<Value> {
    case idle
    case loading(progress: Double)
    case loaded(Value)
    case failed(message: String, retryable: Bool)

    var value: Value? {
        if case .loaded(let v) = self { return v }
        return nil
    }
    var isLoading: Bool {
        if case .loading = self { return true }
        return false
    }
    var errorMessage: String? {
        guard case let .failed(message, _) = self else { return nil }
        return message
    }
    var canRetry: Bool {
        if case .failed(_, true) = self { return true }
        return false
    }
}

let states: [LoadState<[String]>] = [
    .idle,
    .loading(progress: 0.25),
    .loaded(["a", "b"]),
    .failed(message: "timeout", retryable: true),
    .failed(message: "forbidden", retryable: false),
    .loading(progress: 1.0),
]

for s in states {
    var line = ""
    if let v = s.value { line += "value=\(v) " }
    if s.isLoading { line += "loading " }
    if let m = s.errorMessage { line += "error=\(m) " }
    if s.canRetry { line += "retry " }
    print(line.isEmpty ? "idle" : line)
}

// for case over collections of enum values
var totalProgress = 0.0
for case .loading(let p) in states {
    totalProgress += p
}
print("total progress \(totalProgress)")
for case let .failed(message, retryable) in states where !retryable {
    print("fatal: \(message)")
}

// guard case in a function
func render(_ s: LoadState<Int>) -> String {
    guard case .loaded(let n) = s else {
        return "nothing to render"
    }
    return String(repeating: "*", count: n)
}
print(render(.loaded(5)))
print(render(.loading(progress: 0.5)))

// Pattern matching on payload values with ~=
func bucket(_ s: LoadState<Int>) -> String {
    switch s {
    case .loading(let p) where p < 0.5: return "early"
    case .loading: return "late"
    case .loaded(0): return "empty"
    case .loaded(1...9): return "few"
    case .loaded: return "many"
    case .failed(_, let r): return r ? "soft fail" : "hard fail"
    case .idle: return "idle"
    }
}
let samples: [LoadState<Int>] = [.loading(progress: 0.1), .loading(progress: 0.9), .loaded(0),
                                 .loaded(4), .loaded(40), .failed(message: "x", retryable: false), .idle]
print(samples.map(bucket).joined(separator: ", "))

// Updating an associated value
var current: LoadState<Int> = .loading(progress: 0)
for _ in 0..<3 {
    if case .loading(let p) = current {
        current = p + 0.5 >= 1 ? .loaded(3) : .loading(progress: p + 0.5)
    }
    print(bucket(current), current.value as Any)
}
// expect: idle
// expect: loading 
// expect: value=["a", "b"] 
// expect: error=timeout retry 
// expect: error=forbidden 
// expect: loading 
// expect: total progress 1.25
// expect: fatal: forbidden
// expect: *****
// expect: nothing to render
// expect: early, late, empty, few, many, hard fail, idle
// expect: late nil
// expect: few Optional(3)
// expect: few Optional(3)
