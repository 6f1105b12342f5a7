// Swift Evolution style (SE-0427 noncopyable generics): generic functions and types with `T: ~Copyable`, a protocol adopted by a move-only type, and conditional Copyable conformance
protocol Describable: ~Copyable {
    func describe() -> String
}

struct Ticket: ~Copyable, Describable {
    let seat: String
    func describe() -> String { "ticket for \(seat)" }
    deinit { print("ticket \(seat) torn") }
}

struct Note: Describable {
    let text: String
    func describe() -> String { "note: \(text)" }
}

func show<T: Describable & ~Copyable>(_ value: borrowing T) {
    print(value.describe())
}

func consumeIt<T: ~Copyable>(_ value: consuming T, label: String) {
    print("consuming \(label)")
    _ = consume value
}

show(Ticket(seat: "A1"))
show(Note(text: "copyable works too"))
consumeIt(Ticket(seat: "B2"), label: "b2")
consumeIt(42, label: "an Int")

struct Box<Item: ~Copyable>: ~Copyable {
    var item: Item
    init(_ item: consuming Item) { self.item = item }
    consuming func open() -> Item { item }
}
extension Box: Copyable where Item: Copyable {}

extension Box where Item: Describable & ~Copyable {
    func peek() -> String { "box with " + item.describe() }
}

do {
    let ticketBox = Box(Ticket(seat: "C3"))
    print(ticketBox.peek())
    let ticket = ticketBox.open()
    print("opened", ticket.seat)
}

let noteBox = Box(Note(text: "hi"))
let copyOfBox = noteBox
print(noteBox.peek(), "|", copyOfBox.open().text)

struct Stack<Element: ~Copyable>: ~Copyable {
    private var storage: [Int] = []
    private var count = 0
    mutating func pushCount() { count += 1; storage.append(count) }
    var size: Int { count }
}
var s = Stack<Ticket>()
s.pushCount(); s.pushCount()
print("stack size", s.size)

func withTemporary<R>(_ seat: String, _ body: (borrowing Ticket) -> R) -> R {
    let t = Ticket(seat: seat)
    return body(t)
}
print(withTemporary("D4") { $0.describe().count })
print("end")

// expect: ticket for A1
// expect: ticket A1 torn
// expect: note: copyable works too
// expect: consuming b2
// expect: ticket B2 torn
// expect: consuming an Int
// expect: box with ticket for C3
// expect: opened C3
// expect: ticket C3 torn
// expect: box with note: hi | hi
// expect: stack size 2
// expect: ticket D4 torn
// expect: 13
// expect: end
