// Swift Evolution style (SE-0427): generics that accept noncopyable types with `~Copyable`
// known-gap: line 5: expected "token 2 released", got "took UniqueToken"
struct UniqueToken: ~Copyable {
    let id: Int
    deinit { print("token \(id) released") }
}

struct Wrapper<Value: ~Copyable>: ~Copyable {
    var value: Value
    init(_ value: consuming Value) { self.value = value }

    consuming func unwrap() -> Value { value }
}

extension Wrapper: Copyable where Value: Copyable {}

protocol Describable: ~Copyable {
    func summary() -> String
}

extension UniqueToken: Describable {
    func summary() -> String { "token#\(id)" }
}

extension Int: Describable {
    func summary() -> String { "int \(self)" }
}

func show<T: Describable & ~Copyable>(_ item: borrowing T) -> String {
    "[" + item.summary() + "]"
}

func take<T: ~Copyable>(_ item: consuming T) -> String {
    "took \(T.self)"
}

func identity<T: ~Copyable>(_ item: consuming T) -> T { item }

enum Slot<T: ~Copyable>: ~Copyable {
    case empty
    case filled(T)
}

extension Slot where T: ~Copyable {
    var isFilled: Bool {
        switch self {
        case .empty: return false
        case .filled: return true
        }
    }
}

func demo() {
    print(show(UniqueToken(id: 1)))
    print(show(5))

    let w = Wrapper(UniqueToken(id: 2))
    let inner = w.unwrap()
    print("unwrapped \(inner.id)")
    print(take(inner))

    let copyable = Wrapper(10)
    let copy = copyable
    print(copy.value + copyable.value)

    let again = identity(UniqueToken(id: 3))
    print(show(again))

    let s1 = Slot<UniqueToken>.empty
    let s2 = Slot.filled(UniqueToken(id: 4))
    print(s1.isFilled, s2.isFilled)
    print("end")
}
demo()
// expect: token 1 released
// expect: [token#1]
// expect: [int 5]
// expect: unwrapped 2
// expect: token 2 released
// expect: took UniqueToken
// expect: 20
// expect: [token#3]
// expect: false true
// expect: end
// expect: token 4 released
// expect: token 3 released
