// Swift Evolution style (noncopyable enums): SE-0432 consuming and borrowing switches over a ~Copyable enum
struct Token: ~Copyable {
    let name: String
    deinit { print("  drop token \(name)") }
}

enum Door: ~Copyable {
    case open(visitors: Int)
    case locked(Token)
    case broken(reason: String)

    borrowing func status() -> String {
        switch self {
        case .open(let v): return "open with \(v) visitors"
        case .locked(let key): return "locked by \(key.name)"
        case .broken(let why): return "broken: \(why)"
        }
    }

    consuming func unlock() -> Door {
        switch consume self {
        case .locked(let key):
            print("  using \(key.name)")
            return .open(visitors: 0)
        case .open(let v):
            return .open(visitors: v)
        case .broken(let r):
            return .broken(reason: r + " (still)")
        }
    }
}

func describe(_ door: borrowing Door) {
    print(door.status())
}

func main() {
    var front = Door.locked(Token(name: "brass"))
    describe(front)
    front = front.unlock()
    describe(front)

    let back = Door.broken(reason: "hinge")
    describe(back)
    let back2 = back.unlock()
    describe(back2)

    let side = Door.open(visitors: 4)
    switch consume side {
    case .open(let v) where v > 3:
        print("crowded: \(v)")
    case .open(let v):
        print("quiet: \(v)")
    case .locked:
        print("locked")
    case .broken:
        print("broken")
    }
    print("end")
}
main()
// expect: locked by brass
// expect:   using brass
// expect:   drop token brass
// expect: open with 0 visitors
// expect: broken: hinge
// expect: broken: hinge (still)
// expect: crowded: 4
// expect: end
