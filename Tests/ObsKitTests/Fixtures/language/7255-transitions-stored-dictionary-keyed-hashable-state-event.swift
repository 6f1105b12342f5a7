// App architecture style (table-driven FSM): transitions stored in a dictionary keyed by a Hashable (state, event) pair, with entry actions
enum DoorState: String, CaseIterable { case closed, open, locked, alarmed }
enum DoorEvent: String, CaseIterable { case push, pull, lock, unlock, force }

struct Key: Hashable {
    let state: DoorState
    let event: DoorEvent
}

struct Machine {
    private(set) var state: DoorState
    private var table: [Key: DoorState] = [:]
    private var onEnter: [DoorState: (DoorState) -> String] = [:]
    private(set) var journal: [String] = []

    init(start: DoorState) { state = start }

    mutating func allow(_ from: DoorState, _ event: DoorEvent, to: DoorState) {
        table[Key(state: from, event: event)] = to
    }
    mutating func whenEntering(_ s: DoorState, _ action: @escaping (DoorState) -> String) {
        onEnter[s] = action
    }
    @discardableResult
    mutating func fire(_ event: DoorEvent) -> Bool {
        guard let next = table[Key(state: state, event: event)] else {
            journal.append("\(event.rawValue)!")
            return false
        }
        let previous = state
        state = next
        journal.append(event.rawValue)
        if let action = onEnter[next] { print("  enter \(next.rawValue): \(action(previous))") }
        return true
    }
}

var door = Machine(start: .closed)
door.allow(.closed, .pull, to: .open)
door.allow(.open, .push, to: .closed)
door.allow(.closed, .lock, to: .locked)
door.allow(.locked, .unlock, to: .closed)
for s in [DoorState.closed, .locked] { door.allow(s, .force, to: .alarmed) }
door.allow(.alarmed, .unlock, to: .closed)
door.whenEntering(.alarmed) { from in "alarm raised (was \(from.rawValue))" }
door.whenEntering(.open) { _ in "hinges creak" }

for event: DoorEvent in [.push, .pull, .lock, .push, .lock, .unlock, .lock, .pull, .force, .unlock, .pull] {
    let ok = door.fire(event)
    print("\(event.rawValue.padding(6)) \(ok ? "->" : "x ") \(door.state.rawValue)")
}
print(door.journal.joined(separator: " "))
let reachable = DoorState.allCases.filter { s in
    DoorEvent.allCases.contains { e in var copy = door; copy.resetTo(s); return copy.fire(e) }
}
print("states with exits:", reachable.map(\.rawValue))

extension String {
    func padding(_ n: Int) -> String { self + String(repeating: " ", count: max(0, n - count)) }
}
extension Machine {
    mutating func resetTo(_ s: DoorState) { state = s }
}

// expect: push   x  closed
// expect:   enter open: hinges creak
// expect: pull   -> open
// expect: lock   x  open
// expect: push   -> closed
// expect: lock   -> locked
// expect: unlock -> closed
// expect: lock   -> locked
// expect: pull   x  locked
// expect:   enter alarmed: alarm raised (was locked)
// expect: force  -> alarmed
// expect: unlock -> closed
// expect:   enter open: hinges creak
// expect: pull   -> open
// expect: push! pull lock! push lock unlock lock pull! force unlock pull
// expect:   enter open: hinges creak
// expect: states with exits: ["closed", "open", "locked", "alarmed"]
