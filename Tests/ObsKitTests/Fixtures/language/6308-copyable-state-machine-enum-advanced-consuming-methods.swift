// Swift 5.9 release notes style (noncopyable enums): a ~Copyable state machine enum advanced with consuming methods and switch
struct Ticket: ~Copyable {
    let id: Int
    deinit { print("ticket \(id) destroyed") }
}

enum Door: ~Copyable {
    case locked(code: Int)
    case open(visitors: Int)
    case closed

    consuming func unlock(with code: Int) -> Door {
        switch consume self {
        case .locked(let expected) where expected == code:
            print("unlocked")
            return .open(visitors: 0)
        case .locked(let expected):
            print("wrong code")
            return .locked(code: expected)
        case .open(let v):
            return .open(visitors: v)
        case .closed:
            return .closed
        }
    }

    borrowing func describe() -> String {
        switch self {
        case .locked: "locked"
        case .open(let v): "open with \(v) visitors"
        case .closed: "closed"
        }
    }
}

func runDoor() {
    var door = Door.locked(code: 1234)
    print(door.describe())
    door = door.unlock(with: 1111)
    print(door.describe())
    door = door.unlock(with: 1234)
    print(door.describe())
}
runDoor()

func admit(_ ticket: consuming Ticket) -> Int {
    let id = ticket.id
    print("admitting \(id)")
    return id
}

let ids = [admit(Ticket(id: 1)), admit(Ticket(id: 2))]
print("admitted", ids)

// expect: locked
// expect: wrong code
// expect: locked
// expect: unlocked
// expect: open with 0 visitors
// expect: admitting 1
// expect: ticket 1 destroyed
// expect: admitting 2
// expect: ticket 2 destroyed
// expect: admitted [1, 2]
