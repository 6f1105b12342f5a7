// App code style: state machine with enum states and a transitions table
enum State: String, CaseIterable { case idle, loading, loaded, failed }
enum Trigger: Hashable { case fetch, succeed, fail, reset }

struct Transition: Hashable { let from: State; let trigger: Trigger }

struct StateMachine {
    private(set) var state: State = .idle
    private var table: [Transition: State] = [:]
    private(set) var history: [State] = [.idle]
    var onEnter: [State: (State) -> Void] = [:]

    mutating func allow(_ from: State, _ trigger: Trigger, to: State) {
        table[Transition(from: from, trigger: trigger)] = to
    }

    @discardableResult
    mutating func fire(_ trigger: Trigger) -> Bool {
        guard let next = table[Transition(from: state, trigger: trigger)] else {
            print("  ignored \(trigger) in \(state)")
            return false
        }
        let previous = state
        state = next
        history.append(next)
        onEnter[next]?(previous)
        return true
    }
}

var sm = StateMachine()
sm.allow(.idle, .fetch, to: .loading)
sm.allow(.loading, .succeed, to: .loaded)
sm.allow(.loading, .fail, to: .failed)
sm.allow(.failed, .fetch, to: .loading)
sm.allow(.loaded, .reset, to: .idle)
sm.allow(.failed, .reset, to: .idle)
sm.onEnter[.loading] = { prev in print("  spinner on (from \(prev.rawValue))") }
sm.onEnter[.failed] = { _ in print("  show error banner") }

let script: [Trigger] = [.succeed, .fetch, .fail, .fetch, .succeed, .fetch, .reset]
for t in script {
    let ok = sm.fire(t)
    print("\(t) -> \(sm.state)\(ok ? "" : " (no change)")")
}
print(sm.history.map(\.rawValue).joined(separator: ">"))
let reachable = State.allCases.filter { sm.history.contains($0) }
print(reachable.count, "of", State.allCases.count, "states visited")
// expect:   ignored succeed in idle
// expect: succeed -> idle (no change)
// expect:   spinner on (from idle)
// expect: fetch -> loading
// expect:   show error banner
// expect: fail -> failed
// expect:   spinner on (from failed)
// expect: fetch -> loading
// expect: succeed -> loaded
// expect:   ignored fetch in loaded
// expect: fetch -> loaded (no change)
// expect: reset -> idle
// expect: idle>loading>failed>loading>loaded>idle
// expect: 4 of 4 states visited
