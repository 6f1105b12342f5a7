// Swift book style: a generic persistent list as an indirect enum
indirect enum List<Element> {
    case empty
    case cons(Element, List<Element>)

    init(_ items: [Element]) {
        var l = List.empty
        for x in items.reversed() { l = .cons(x, l) }
        self = l
    }

    var head: Element? {
        if case .cons(let h, _) = self { return h }
        return nil
    }

    var tail: List<Element>? {
        if case .cons(_, let t) = self { return t }
        return nil
    }

    var count: Int {
        switch self {
        case .empty: return 0
        case .cons(_, let t): return 1 + t.count
        }
    }

    func prepend(_ x: Element) -> List { .cons(x, self) }

    func map<U>(_ f: (Element) -> U) -> List<U> {
        switch self {
        case .empty: return .empty
        case let .cons(h, t): return .cons(f(h), t.map(f))
        }
    }

    func filter(_ p: (Element) -> Bool) -> List {
        switch self {
        case .empty: return .empty
        case let .cons(h, t): return p(h) ? .cons(h, t.filter(p)) : t.filter(p)
        }
    }

    func reduce<R>(_ initial: R, _ f: (R, Element) -> R) -> R {
        var acc = initial
        var cur = self
        while case let .cons(h, t) = cur {
            acc = f(acc, h)
            cur = t
        }
        return acc
    }

    var array: [Element] { reduce([]) { $0 + [$1] } }

    func reversed() -> List {
        reduce(List.empty) { $0.prepend($1) }
    }
}

extension List: CustomStringConvertible {
    var description: String {
        "(" + array.map { "\($0)" }.joined(separator: " ") + ")"
    }
}

extension List where Element: Equatable {
    func contains(_ x: Element) -> Bool {
        switch self {
        case .empty: return false
        case let .cons(h, t): return h == x || t.contains(x)
        }
    }
}

let nums = List([1, 2, 3, 4, 5])
print(nums, nums.count)
print(nums.head as Any, nums.tail?.head as Any)
print(nums.map { $0 * $0 })
print(nums.filter { $0 % 2 == 1 })
print(nums.reduce(0, +))
print(nums.reversed())
print(nums.contains(4), nums.contains(9))

let words = List(["swift", "enum", "list"])
print(words.map { $0.count })
print(words.prepend("indirect"))

let empty = List<Int>.empty
print(empty, empty.count, empty.head as Any, empty.tail == nil)

var walker: List<String>? = words
var steps = 0
while let w = walker, let h = w.head {
    print("step \(steps): \(h)")
    walker = w.tail
    steps += 1
}
// expect: (1 2 3 4 5) 5
// expect: Optional(1) Optional(2)
// expect: (1 4 9 16 25)
// expect: (1 3 5)
// expect: 15
// expect: (5 4 3 2 1)
// expect: true false
// expect: (5 4 4)
// expect: (indirect swift enum list)
// expect: () 0 nil true
// expect: step 0: swift
// expect: step 1: enum
// expect: step 2: list
