// Enumerations in app code: a loading state machine with associated values, computed properties and transitions.
// expected output: swiftc 6.3.1 (Linux), run on this machine
enum LoadState<Value> {
    case idle
    case loading(progress: Double)
    case loaded(Value)
    case failed(message: String, retries: Int)
    var isBusy: Bool { if case .loading = self { true } else { false } }
    var value: Value? { if case .loaded(let v) = self { v } else { nil } }
    var label: String {
        switch self {
        case .idle: "Tap to load"
        case .loading(let p) where p >= 1: "Finishing…"
        case .loading(let p): "Loading \(Int(p * 100))%"
        case .loaded: "Done"
        case .failed(let message, let retries) where retries >= 2: "Gave up: \(message)"
        case .failed(let message, _): "Error: \(message) (tap to retry)"
        }
    }
}
enum Action { case start, progress(Double), finish([String]), fail(String) }
func reduce(_ state: LoadState<[String]>, _ action: Action) -> LoadState<[String]> {
    switch (state, action) {
    case (.idle, .start), (.failed, .start): .loading(progress: 0)
    case (.loading, .progress(let p)): .loading(progress: p)
    case (.loading, .finish(let items)): .loaded(items)
    case (.failed(_, let retries), .fail(let m)): .failed(message: m, retries: retries + 1)
    case (.loading, .fail(let m)): .failed(message: m, retries: 0)
    default: state
    }
}
var state = LoadState<[String]>.idle
let actions: [Action] = [.progress(0.5), .start, .progress(0.4), .fail("timeout"), .start, .fail("offline"),
                         .fail("offline"), .start, .progress(1), .finish(["a", "b"]), .start]
print(state.label)
for action in actions {
    state = reduce(state, action)
    print(state.label, state.isBusy ? "(busy)" : "")
}
print(state.value ?? [], state.value?.count ?? 0)

// expect: Tap to load
// expect: Tap to load 
// expect: Loading 0% (busy)
// expect: Loading 40% (busy)
// expect: Error: timeout (tap to retry) 
// expect: Loading 0% (busy)
// expect: Error: offline (tap to retry) 
// expect: Error: offline (tap to retry) 
// expect: Loading 0% (busy)
// expect: Finishing… (busy)
// expect: Done 
// expect: Done 
// expect: ["a", "b"] 2
