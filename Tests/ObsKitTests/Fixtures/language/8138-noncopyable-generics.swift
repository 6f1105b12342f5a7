// Swift Evolution style: SE-0427 noncopyable generics - generic types and functions over T: ~Copyable, Optional of noncopyable
struct Ticket: ~Copyable {
    let seat: String
    init(seat: String) { self.seat = seat }
    deinit { print("ticket \(seat) discarded") }
}

struct Box<Wrapped: ~Copyable>: ~Copyable {
    var value: Wrapped
    init(_ value: consuming Wrapped) { self.value = value }
    consuming func unwrap() -> Wrapped { value }
}

extension Box: Copyable where Wrapped: Copyable {}

func inspect<T: ~Copyable>(_ value: borrowing T, _ describe: (borrowing T) -> String) {
    print("inspecting: \(describe(value))")
}

struct Queue<Element: ~Copyable>: ~Copyable {
    private var slot: Element?

    mutating func store(_ e: consuming Element) -> Bool {
        guard slot == nil else { return false }
        slot = consume e
        return true
    }

    mutating func take() -> Element? {
        slot.take()
    }
}

func run() {
    let box = Box(Ticket(seat: "12A"))
    inspect(box) { "box holding \($0.value.seat)" }
    let ticket = box.unwrap()
    print("unwrapped \(ticket.seat)")

    let copyable = Box(42)
    let copy = copyable  // Box<Int> is Copyable
    print(copyable.value + copy.value)

    var queue = Queue<Ticket>()
    print("stored first: \(queue.store(Ticket(seat: "3C")))")
    print("stored second: \(queue.store(Ticket(seat: "4D")))")
    if let t = queue.take() {
        print("took \(t.seat)")
    }
    print("slot empty: \(queue.take() == nil)")
    print("end of run")
}

run()

// expect: inspecting: box holding 12A
// expect: unwrapped 12A
// expect: 84
// expect: stored first: true
// expect: ticket 4D discarded
// expect: stored second: false
// expect: took 3C
// expect: ticket 3C discarded
// expect: slot empty: true
// expect: end of run
// expect: ticket 12A discarded
