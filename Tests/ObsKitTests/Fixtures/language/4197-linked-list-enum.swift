// Compiler test style: persistent linked list as indirect enum with recursive higher-order functions
indirect enum List<Element> {
    case empty
    case cons(Element, List<Element>)

    init(_ items: [Element]) {
        var result = List<Element>.empty
        for item in items.reversed() {
            result = .cons(item, result)
        }
        self = result
    }

    var isEmpty: Bool {
        if case .empty = self { return true }
        return false
    }

    var head: Element? {
        guard case let .cons(h, _) = self else { return nil }
        return h
    }

    func map<U>(_ f: (Element) -> U) -> List<U> {
        switch self {
        case .empty: return .empty
        case let .cons(h, t): return .cons(f(h), t.map(f))
        }
    }

    func filter(_ p: (Element) -> Bool) -> List<Element> {
        switch self {
        case .empty: return .empty
        case let .cons(h, t) where p(h): return .cons(h, t.filter(p))
        case let .cons(_, t): return t.filter(p)
        }
    }

    func foldRight<R>(_ initial: R, _ f: (Element, R) -> R) -> R {
        switch self {
        case .empty: return initial
        case let .cons(h, t): return f(h, t.foldRight(initial, f))
        }
    }

    func reversed() -> List<Element> {
        func go(_ l: List<Element>, _ acc: List<Element>) -> List<Element> {
            switch l {
            case .empty: return acc
            case let .cons(h, t): return go(t, .cons(h, acc))
            }
        }
        return go(self, .empty)
    }

    func appending(_ other: List<Element>) -> List<Element> {
        foldRight(other) { .cons($0, $1) }
    }

    var array: [Element] {
        var out: [Element] = []
        var cur = self
        while case let .cons(h, t) = cur {
            out.append(h)
            cur = t
        }
        return out
    }
}

func zipLists<A, B>(_ a: List<A>, _ b: List<B>) -> List<(A, B)> {
    switch (a, b) {
    case let (.cons(x, xs), .cons(y, ys)): return .cons((x, y), zipLists(xs, ys))
    default: return .empty
    }
}

func describe<T>(_ l: List<T>) -> String {
    switch l {
    case .empty: return "[]"
    case let .cons(h, .empty): return "\(h) :: []"
    case let .cons(h, t): return "\(h) :: " + describe(t)
    }
}

let nums = List([1, 2, 3, 4, 5, 6])
print(describe(nums))
print(describe(nums.map { $0 * $0 }))
print(describe(nums.filter { $0 % 2 == 1 }))
print("sum = \(nums.foldRight(0, +))")
print("reversed = \(nums.reversed().array)")
print("append = \(List([1, 2]).appending(List([9, 8])).array)")
print("head = \(nums.head ?? -1), empty head = \(List<Int>.empty.head ?? -1)")
print("isEmpty: \(nums.isEmpty) \(List<String>.empty.isEmpty)")
let zipped = zipLists(List(["a", "b", "c"]), nums)
print(zipped.array.map { "\($0.0)\($0.1)" }.joined(separator: " "))
let strs = List(["x", "yy", "zzz"])
print(describe(strs.map { $0.count }))
print(strs.foldRight("") { $0 + "|" + $1 })
print(describe(List<Int>.empty))

// Expected output:
// expect: 1 :: 2 :: 3 :: 4 :: 5 :: 6 :: []
// expect: 1 :: 4 :: 9 :: 16 :: 25 :: 36 :: []
// expect: 1 :: 3 :: 5 :: []
// expect: sum = 21
// expect: reversed = [6, 5, 4, 3, 2, 1]
// expect: append = [1, 2, 9, 8]
// expect: head = 1, empty head = -1
// expect: isEmpty: false true
// expect: a1 b2 c3
// expect: 1 :: 2 :: 3 :: []
// expect: x|yy|zzz|
// expect: []
