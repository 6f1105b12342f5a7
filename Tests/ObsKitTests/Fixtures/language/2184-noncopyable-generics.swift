// Swift Evolution style (SE-0427): noncopyable generics with ~Copyable type parameters
// known-gap: line 7: expected "ticket 3 released", got "end of run"
struct Ticket: ~Copyable {
    let seat: Int
    init(seat: Int) { self.seat = seat }
    deinit { print("ticket \(seat) released") }
}

struct Box<Wrapped: ~Copyable>: ~Copyable {
    var value: Wrapped
    init(_ v: consuming Wrapped) { value = v }
    consuming func unwrap() -> Wrapped { value }
}

extension Box: Copyable where Wrapped: Copyable {}

enum Maybe<T: ~Copyable>: ~Copyable {
    case some(T)
    case none
}

extension Maybe where T: ~Copyable {
    var isSome: Bool {
        switch self {
        case .some: true
        case .none: false
        }
    }
}

func describe<T: ~Copyable>(_ value: borrowing T, _ show: (borrowing T) -> String) -> String {
    "described: " + show(value)
}

func run() {
    let b = Box(Ticket(seat: 12))
    print(describe(b.value) { "seat \($0.seat)" })
    let t = b.unwrap()
    print("unwrapped seat", t.seat)

    let copyBox = Box(5)
    let other = copyBox
    print("copyable box:", copyBox.value, other.value)

    let m: Maybe<Ticket> = .some(Ticket(seat: 3))
    print("isSome:", m.isSome)
    let n: Maybe<Ticket> = .none
    print("isSome:", n.isSome)
    switch consume m {
    case .some(let ticket): print("got ticket", ticket.seat)
    case .none: print("no ticket")
    }
    print("end of run")
}
run()

var opt: Ticket? = Ticket(seat: 99)
if let seat = opt?.seat { print("optional noncopyable seat", seat) }
opt = nil
print("done")

// expect: described: seat 12
// expect: unwrapped seat 12
// expect: copyable box: 5 5
// expect: isSome: true
// expect: isSome: false
// expect: got ticket 3
// expect: ticket 3 released
// expect: end of run
// expect: ticket 12 released
// expect: optional noncopyable seat 99
// expect: ticket 99 released
// expect: done
