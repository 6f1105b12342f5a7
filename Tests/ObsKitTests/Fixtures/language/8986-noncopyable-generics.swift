// Swift Evolution style (SE-0427 noncopyable generics): a generic unique box and a single-use slot
// `~Copyable` on a generic parameter means "may or may not be copyable"
struct UniqueBox<Wrapped: ~Copyable>: ~Copyable {
    private var value: Wrapped

    init(_ value: consuming Wrapped) { self.value = value }

    borrowing func with<R>(_ body: (borrowing Wrapped) -> R) -> R {
        body(value)
    }

    consuming func take() -> Wrapped { value }
}

// The box is copyable whenever its contents are
extension UniqueBox: Copyable where Wrapped: Copyable {}

struct Key: ~Copyable {
    let code: Int
    deinit { print("key \(code) destroyed") }
}

func demoUnique() {
    let box = UniqueBox(Key(code: 17))
    print("peek:", box.with { $0.code })
    let key = box.take()
    print("took key", key.code)
}
demoUnique()

// With a copyable payload the box is copyable too
let a = UniqueBox([1, 2, 3])
let b = a            // a copy, both remain usable
print(a.with { $0.count }, b.take())

// Optional can wrap noncopyable values (SE-0437)
struct Slot<T: ~Copyable>: ~Copyable {
    private var item: T?

    init() { item = nil }

    mutating func put(_ value: consuming T) -> Bool {
        guard item == nil else { return false }
        item = consume value
        return true
    }

    mutating func takeItem() -> T? {
        item.take()
    }

    var isFull: Bool { item != nil }
}

func demoSlot() {
    var slot = Slot<Key>()
    print("full:", slot.isFull)
    print("put 1:", slot.put(Key(code: 1)))
    print("put 2:", slot.put(Key(code: 2)))   // rejected key is destroyed
    print("full:", slot.isFull)
    if let k = slot.takeItem() {
        print("got key", k.code)
    }
    print("full:", slot.isFull)
}
demoSlot()

// Generic functions can accept noncopyable arguments by borrowing
func describe<T: ~Copyable>(_ value: borrowing T, _ show: (borrowing T) -> String) -> String {
    "<" + show(value) + ">"
}
func demoDescribe() {
    let k = Key(code: 99)
    print(describe(k) { "key \($0.code)" })
    print(describe(42) { "int \($0)" })
}
demoDescribe()
print("done")

// expect: peek: 17
// expect: took key 17
// expect: key 17 destroyed
// expect: 3 [1, 2, 3]
// expect: full: false
// expect: put 1: true
// expect: key 2 destroyed
// expect: put 2: false
// expect: full: true
// expect: got key 1
// expect: key 1 destroyed
// expect: full: false
// expect: <key 99>
// expect: <int 42>
// expect: key 99 destroyed
// expect: done
