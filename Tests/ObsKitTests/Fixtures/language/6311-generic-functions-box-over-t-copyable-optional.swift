// What's new in Swift 6.0 style (noncopyable generics, SE-0427): generic functions and a box over T: ~Copyable, and Optional holding a noncopyable value
struct UniqueID: ~Copyable {
    let raw: Int
    deinit { print("release id \(raw)") }
}

struct Box<Wrapped: ~Copyable>: ~Copyable {
    var wrapped: Wrapped
    init(_ wrapped: consuming Wrapped) { self.wrapped = wrapped }
    consuming func unwrap() -> Wrapped { wrapped }
}

extension Box: Copyable where Wrapped: Copyable {}

func inspect<T: ~Copyable>(_ value: borrowing T, _ describe: (borrowing T) -> String) {
    print("inspect:", describe(value))
}

func swapOut<T: ~Copyable>(_ slot: inout T?, with replacement: consuming T) -> T? {
    let old = slot.take()
    slot = consume replacement
    return old
}

func unboxing() {
    let boxed = Box(UniqueID(raw: 7))
    inspect(boxed) { "box of \($0.wrapped.raw)" }
    let id = boxed.unwrap()
    print("unwrapped", id.raw)
}
unboxing()

var slot: UniqueID? = nil
if let previous = swapOut(&slot, with: UniqueID(raw: 1)) {
    print("had", previous.raw)
} else {
    print("slot was empty")
}
if let previous = swapOut(&slot, with: UniqueID(raw: 2)) {
    print("had", previous.raw)
}
print("slot holds", slot?.raw ?? -1)

let copyBox = Box(10)
let twin = copyBox
print("copyable box", copyBox.wrapped, twin.wrapped)

// expect: inspect: box of 7
// expect: unwrapped 7
// expect: release id 7
// expect: slot was empty
// expect: had 1
// expect: release id 1
// expect: slot holds 2
// expect: copyable box 10 10
