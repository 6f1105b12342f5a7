// Swift Evolution style (SE-0390/SE-0427): noncopyable enums with consuming switch, Optional of ~Copyable, generics over ~Copyable values
struct Token: ~Copyable {
    let id: Int
    init(_ id: Int) { self.id = id; print("mint \(id)") }
    deinit { print("burn \(id)") }
}

enum Slot: ~Copyable {
    case empty
    case holding(Token)

    consuming func take() -> Token? {
        switch consume self {
        case .empty: return nil
        case .holding(let t): return t
        }
    }

    borrowing func describe() -> String {
        switch self {
        case .empty: return "empty"
        case .holding(let t): return "holding \(t.id)"
        }
    }
}

struct Box<T: ~Copyable>: ~Copyable {
    var value: T
    init(_ v: consuming T) { value = v }
    consuming func unwrap() -> T { value }
}

func useTwice<T: ~Copyable>(_ v: borrowing T, _ f: (borrowing T) -> String) -> String {
    f(v) + "/" + f(v)
}

func demoSlot() {
    let s = Slot.holding(Token(1))
    print(s.describe())
    if let t = s.take() {
        print("took", t.id)
    }
    print("after take")
    let e = Slot.empty
    print(e.describe(), e.take() == nil ? "nothing" : "something")
}

func demoBox() {
    let b = Box(Token(2))
    print("box has", b.value.id)
    let t = b.unwrap()
    print(useTwice(t) { "id\($0.id)" })
}

func demoOptional() {
    var maybe: Token? = Token(3)
    if let t = maybe.take() {
        print("optional yielded", t.id)
    }
    print("maybe is nil:", maybe == nil)
    maybe = Token(4)
    print("reassigned")
    maybe = nil
    print("cleared")
}

demoSlot()
print("--")
demoBox()
print("--")
demoOptional()
print("end")

// expect: mint 1
// expect: holding 1
// expect: took 1
// expect: burn 1
// expect: after take
// expect: empty nothing
// expect: --
// expect: mint 2
// expect: box has 2
// expect: id2/id2
// expect: burn 2
// expect: --
// expect: mint 3
// expect: optional yielded 3
// expect: burn 3
// expect: maybe is nil: true
// expect: mint 4
// expect: reassigned
// expect: burn 4
// expect: cleared
// expect: end
