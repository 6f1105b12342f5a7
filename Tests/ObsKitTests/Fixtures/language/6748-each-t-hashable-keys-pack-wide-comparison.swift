// Parameter packs style (constrained packs): each T: Hashable keys, pack-wide comparison and a variadic memo key
struct CompositeKey<each Part: Hashable>: Hashable {
    let parts: (repeat each Part)
    init(_ part: repeat each Part) { parts = (repeat each part) }

    static func == (lhs: Self, rhs: Self) -> Bool {
        for (l, r) in repeat (each lhs.parts, each rhs.parts) {
            if l != r { return false }
        }
        return true
    }

    func hash(into hasher: inout Hasher) {
        repeat hasher.combine(each parts)
    }

    var text: String {
        var pieces: [String] = []
        repeat pieces.append("\(each parts)")
        return pieces.joined(separator: "/")
    }
}

func lexicographicLess<each T: Comparable>(_ a: (repeat each T), _ b: (repeat each T)) -> Bool {
    for (x, y) in repeat (each a, each b) {
        if x < y { return true }
        if x > y { return false }
    }
    return false
}

func allEqual<each T: Equatable>(_ pairs: repeat (each T, each T)) -> [Bool] {
    var out: [Bool] = []
    for (x, y) in repeat each pairs { out.append(x == y) }
    return out
}

var visits: [CompositeKey<String, Int>: Int] = [:]
for (city, year) in [("oslo", 2020), ("rome", 2021), ("oslo", 2020), ("oslo", 2022)] {
    visits[CompositeKey(city, year), default: 0] += 1
}
for (key, n) in visits.sorted(by: { $0.key.text < $1.key.text }) { print(key.text, n) }
print(CompositeKey("a", 1, true) == CompositeKey("a", 1, true), CompositeKey(1, 2) == CompositeKey(1, 3))
print(Set([CompositeKey(1, "x"), CompositeKey(1, "x"), CompositeKey(2, "x")]).count)
print(lexicographicLess((1, "b"), (1, "c")), lexicographicLess((2, "a"), (1, "z")), lexicographicLess((1, 1), (1, 1)))
print(allEqual((1, 1), ("a", "b"), (2.5, 2.5)))

// expect: oslo/2020 2
// expect: oslo/2022 1
// expect: rome/2021 1
// expect: true false
// expect: 2
// expect: true false false
// expect: [true, false, true]
