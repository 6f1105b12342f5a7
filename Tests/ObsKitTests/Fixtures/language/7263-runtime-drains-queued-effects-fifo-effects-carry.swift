// App architecture style (effect queue): a runtime drains queued effects FIFO, effects carry cancellation ids and feed actions back
enum Action: CustomStringConvertible {
    case startTimer(id: String, ticks: Int)
    case tick(id: String, remaining: Int)
    case cancel(id: String)
    case fetch(String)
    case fetched(String, Int)

    var description: String {
        switch self {
        case let .startTimer(id, n): return "start(\(id),\(n))"
        case let .tick(id, r): return "tick(\(id),\(r))"
        case .cancel(let id): return "cancel(\(id))"
        case .fetch(let k): return "fetch(\(k))"
        case let .fetched(k, v): return "fetched(\(k)=\(v))"
        }
    }
}

enum Effect {
    case none
    case emit(Action, cancelID: String?)
    case cancel(String)
}

struct State { var timers: [String: Int] = [:]; var data: [String: Int] = [:] }

func reduce(_ s: inout State, _ a: Action) -> [Effect] {
    switch a {
    case let .startTimer(id, n):
        s.timers[id] = n
        return [.emit(.tick(id: id, remaining: n - 1), cancelID: id)]
    case let .tick(id, r):
        s.timers[id] = r
        return r > 0 ? [.emit(.tick(id: id, remaining: r - 1), cancelID: id)] : [.none]
    case .cancel(let id):
        s.timers[id] = nil
        return [.cancel(id)]
    case .fetch(let key):
        return [.emit(.fetched(key, key.count * 10), cancelID: nil)]
    case let .fetched(k, v):
        s.data[k] = v
        return []
    }
}

var state = State()
var queue: [(Action, String?)] = []
var cancelled: Set<String> = []
var steps = 0

func send(_ a: Action) { queue.append((a, nil)) }
func drain() {
    while !queue.isEmpty {
        let (action, tag) = queue.removeFirst()
        if let tag, cancelled.contains(tag) { print("  dropped \(action)"); continue }
        steps += 1
        for effect in reduce(&state, action) {
            switch effect {
            case .none: break
            case let .emit(next, id): queue.append((next, id))
            case .cancel(let id): cancelled.insert(id)
            }
        }
        let timers = state.timers.sorted { $0.key < $1.key }.map { "\($0.key):\($0.value)" }
        print("  \(action) timers=\(timers) data=\(state.data.sorted { $0.key < $1.key }.map(\.value))")
    }
}

send(.startTimer(id: "a", ticks: 3)); send(.fetch("user")); send(.startTimer(id: "b", ticks: 5))
print("round 1"); drain()
send(.startTimer(id: "c", ticks: 4)); send(.fetch("feed")); send(.cancel(id: "c"))
print("round 2"); drain()
print("steps:", steps, "cancelled:", cancelled.sorted())

// expect: round 1
// expect:   start(a,3) timers=["a:3"] data=[]
// expect:   fetch(user) timers=["a:3"] data=[]
// expect:   start(b,5) timers=["a:3", "b:5"] data=[]
// expect:   tick(a,2) timers=["a:2", "b:5"] data=[]
// expect:   fetched(user=40) timers=["a:2", "b:5"] data=[40]
// expect:   tick(b,4) timers=["a:2", "b:4"] data=[40]
// expect:   tick(a,1) timers=["a:1", "b:4"] data=[40]
// expect:   tick(b,3) timers=["a:1", "b:3"] data=[40]
// expect:   tick(a,0) timers=["a:0", "b:3"] data=[40]
// expect:   tick(b,2) timers=["a:0", "b:2"] data=[40]
// expect:   tick(b,1) timers=["a:0", "b:1"] data=[40]
// expect:   tick(b,0) timers=["a:0", "b:0"] data=[40]
// expect: round 2
// expect:   start(c,4) timers=["a:0", "b:0", "c:4"] data=[40]
// expect:   fetch(feed) timers=["a:0", "b:0", "c:4"] data=[40]
// expect:   cancel(c) timers=["a:0", "b:0"] data=[40]
// expect:   dropped tick(c,3)
// expect:   fetched(feed=40) timers=["a:0", "b:0"] data=[40, 40]
// expect: steps: 16 cancelled: ["c"]
