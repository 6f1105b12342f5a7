// Book style (Generics): generic functions with type parameters, constraints and inferred placeholder types
func swapPair<T>(_ a: inout T, _ b: inout T) {
    let temp = a
    a = b
    b = temp
}

func position<T: Equatable>(of target: T, in items: [T]) -> Int? {
    for (i, item) in items.enumerated() where item == target {
        return i
    }
    return nil
}

func extremes<T: Comparable>(_ items: [T]) -> (low: T, high: T)? {
    guard var low = items.first else { return nil }
    var high = low
    for item in items.dropFirst() {
        if item < low { low = item }
        if item > high { high = item }
    }
    return (low, high)
}

func tally<Key: Hashable & Comparable, Value>(_ items: [Value], by key: (Value) -> Key) -> [(Key, Int)] {
    var counts: [Key: Int] = [:]
    for item in items { counts[key(item), default: 0] += 1 }
    return counts.sorted { $0.key < $1.key }.map { ($0.key, $0.value) }
}

func wrap<T>(_ value: T) -> [T?] {
    [value, nil]
}

var first = "kite"
var second = "yo-yo"
swapPair(&first, &second)
print(first, second)
do {
    var p = (1.5, 2.5)
    swapPair(&p.0, &p.1)
    print(p)
}

let rivers = ["Nile", "Amazon", "Volga", "Rhine"]
print(position(of: "Volga", in: rivers) as Any)
print(position(of: "Thames", in: rivers) as Any)
print(position(of: 2.5, in: [0.5, 2.5]) as Any)

print(extremes(rivers) as Any)
print(extremes([42, -7, 19]) as Any)
print(extremes([Character]()) as Any)
if let e = extremes("swift".map { $0 }) {
    print(e.low, e.high, type(of: e))
}

print(tally(rivers, by: { $0.count }))
print(tally([3, 8, 13, 4, 9], by: { $0 % 2 == 0 ? "even" : "odd" }))
let wrapped = wrap(7)
print(wrapped, type(of: wrapped))
let wrappedTwice = wrap(wrap("x"))
print(wrappedTwice)
print(type(of: wrappedTwice))
print(type(of: swapPair(_:_:) as (inout Int, inout Int) -> Void))

// expect: yo-yo kite
// expect: (2.5, 1.5)
// expect: Optional(2)
// expect: nil
// expect: Optional(1)
// expect: Optional((low: "Amazon", high: "Volga"))
// expect: Optional((low: -7, high: 42))
// expect: nil
// expect: f w (low: Character, high: Character)
// expect: [(4, 1), (5, 2), (6, 1)]
// expect: [("even", 2), ("odd", 3)]
// expect: [Optional(7), nil] Array<Optional<Int>>
// expect: [Optional([Optional("x"), nil]), nil]
// expect: Array<Optional<Array<Optional<String>>>>
// expect: (inout Int, inout Int) -> ()
