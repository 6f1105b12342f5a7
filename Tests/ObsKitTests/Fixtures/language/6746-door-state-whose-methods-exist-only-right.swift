// Phantom-type style (state machine in the type): Door<State> whose methods exist only for the right state, with generic helpers
protocol DoorState { static var label: String { get } }
enum Open: DoorState { static let label = "open" }
enum Closed: DoorState { static let label = "closed" }
enum Locked: DoorState { static let label = "locked" }

struct Door<State: DoorState> {
    let name: String
    let history: [String]

    fileprivate init(name: String, history: [String]) {
        self.name = name
        self.history = history + [State.label]
    }

    fileprivate func moving<Next: DoorState>(to next: Next.Type) -> Door<Next> {
        Door<Next>(name: name, history: history)
    }

    var status: String { "\(name) is \(State.label)" }
}

extension Door where State == Closed {
    init(name: String) { self.init(name: name, history: []) }
    func open() -> Door<Open> { moving(to: Open.self) }
    func lock() -> Door<Locked> { moving(to: Locked.self) }
}
extension Door where State == Open {
    func close() -> Door<Closed> { moving(to: Closed.self) }
}
extension Door where State == Locked {
    func unlock(with code: Int) -> Door<Closed>? { code == 1234 ? moving(to: Closed.self) : nil }
}

func report<S: DoorState>(_ door: Door<S>) -> String {
    "\(door.status) after \(door.history.count - 1) moves [\(S.self)]"
}

func isState<S: DoorState, Query: DoorState>(_ door: Door<S>, _ q: Query.Type) -> Bool {
    S.self == q
}

let front = Door<Closed>(name: "front")
print(report(front))
let opened = front.open()
print(report(opened))
let locked = opened.close().lock()
print(report(locked))
print(locked.unlock(with: 1) == nil)
if let back = locked.unlock(with: 1234) {
    print(report(back.open()))
    print(back.open().history.joined(separator: " > "))
}
print(isState(locked, Locked.self), isState(locked, Open.self))
print(type(of: opened), Door<Open>.self == type(of: opened))

// expect: front is closed after 0 moves [Closed]
// expect: front is open after 1 moves [Open]
// expect: front is locked after 3 moves [Locked]
// expect: true
// expect: front is open after 5 moves [Open]
// expect: closed > open > closed > locked > closed > open
// expect: true false
// expect: Door<Open> true
