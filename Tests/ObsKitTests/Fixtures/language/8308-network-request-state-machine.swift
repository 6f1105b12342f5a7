// App model layer: a network request state machine with associated values and transition rules
enum RequestState: Equatable {
    case idle
    case loading(attempt: Int)
    case loaded(items: [String])
    case failed(message: String, attempt: Int)
}

enum RequestEvent {
    case start
    case succeed([String])
    case fail(String)
    case retry
    case reset
}

struct RequestMachine {
    private(set) var state: RequestState = .idle
    let maxAttempts: Int

    mutating func send(_ event: RequestEvent) -> Bool {
        let next: RequestState?
        switch (state, event) {
        case (.idle, .start):
            next = .loading(attempt: 1)
        case (.loading, .succeed(let items)):
            next = .loaded(items: items)
        case (.loading(let attempt), .fail(let message)):
            next = .failed(message: message, attempt: attempt)
        case (.failed(_, let attempt), .retry) where attempt < maxAttempts:
            next = .loading(attempt: attempt + 1)
        case (.loaded, .reset), (.failed, .reset):
            next = .idle
        default:
            next = nil
        }
        guard let next else { return false }
        state = next
        return true
    }
}

func describe(_ s: RequestState) -> String {
    switch s {
    case .idle: return "idle"
    case .loading(let n): return "loading (attempt \(n))"
    case .loaded(let items) where items.isEmpty: return "loaded, empty"
    case .loaded(let items): return "loaded \(items.count): \(items.joined(separator: ","))"
    case let .failed(message, attempt): return "failed '\(message)' after attempt \(attempt)"
    }
}

var machine = RequestMachine(maxAttempts: 2)
let events: [RequestEvent] = [
    .succeed(["x"]), .start, .fail("timeout"), .retry, .fail("502"), .retry,
    .reset, .start, .succeed(["a", "b", "c"]), .start, .reset, .start, .succeed([]),
]
for event in events {
    let accepted = machine.send(event)
    print(accepted ? "-> \(describe(machine.state))" : "   ignored \(event)")
}
print(machine.state == .loaded(items: []))

// expect:    ignored succeed(["x"])
// expect: -> loading (attempt 1)
// expect: -> failed 'timeout' after attempt 1
// expect: -> loading (attempt 2)
// expect: -> failed '502' after attempt 2
// expect:    ignored retry
// expect: -> idle
// expect: -> loading (attempt 1)
// expect: -> loaded 3: a,b,c
// expect:    ignored start
// expect: -> idle
// expect: -> loading (attempt 1)
// expect: -> loaded, empty
// expect: true
