// App code style: state machine using protocol with associated types and enum-constrained generics
protocol StateMachine {
    associatedtype State: Hashable & CustomStringConvertible
    associatedtype Event: Hashable & CustomStringConvertible
    var state: State { get set }
    func transition(from: State, on: Event) -> State?
}

extension StateMachine {
    mutating func send(_ event: Event) -> Bool {
        guard let next = transition(from: state, on: event) else {
            print("  ignored \(event) in \(state)")
            return false
        }
        print("  \(state) --\(event)--> \(next)")
        state = next
        return true
    }
}

enum DoorState: String, CustomStringConvertible {
    case open, closed, locked
    var description: String { rawValue }
}
enum DoorEvent: String, CustomStringConvertible {
    case push, pull, lock, unlock
    var description: String { rawValue }
}

struct Door: StateMachine {
    var state: DoorState = .closed
    func transition(from: DoorState, on: DoorEvent) -> DoorState? {
        switch (from, on) {
        case (.closed, .pull): return .open
        case (.open, .push): return .closed
        case (.closed, .lock): return .locked
        case (.locked, .unlock): return .closed
        default: return nil
        }
    }
}

var door = Door()
print("door:")
let results = [DoorEvent.pull, .lock, .push, .lock, .pull, .unlock, .pull].map { door.send($0) }
print(results.filter { $0 }.count, "of", results.count, "accepted; final:", door.state)

enum OrderState: Int, CustomStringConvertible {
    case cart, paid, shipped
    var description: String { ["cart", "paid", "shipped"][rawValue] }
}
struct OrderMachine: StateMachine {
    var state = OrderState.cart
    func transition(from: OrderState, on: String) -> OrderState? {
        on == "advance" ? OrderState(rawValue: from.rawValue + 1) : nil
    }
}
var order = OrderMachine()
print("order:")
for e in ["advance", "cancel", "advance", "advance"] {
    _ = order.send(e)
}
// expect: door:
// expect:   closed --pull--> open
// expect:   ignored lock in open
// expect:   open --push--> closed
// expect:   closed --lock--> locked
// expect:   ignored pull in locked
// expect:   locked --unlock--> closed
// expect:   closed --pull--> open
// expect: 5 of 7 accepted; final: open
// expect: order:
// expect:   cart --advance--> paid
// expect:   ignored cancel in paid
// expect:   paid --advance--> shipped
// expect:   ignored advance in shipped
