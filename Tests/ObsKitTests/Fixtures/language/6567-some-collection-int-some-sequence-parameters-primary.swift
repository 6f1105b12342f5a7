// Swift by Sundell style (some parameters): some Collection<Int> and some Sequence parameters with primary associated types in plain generic helpers
func average(_ values: some Collection<Int>) -> Double {
    values.isEmpty ? 0 : Double(values.reduce(0, +)) / Double(values.count)
}

func describeAll(_ items: some Sequence<some CustomStringConvertible>) -> String {
    items.map(\.description).joined(separator: "|")
}

func firstMatch<C: Collection<String>>(_ c: C, prefix: String) -> String? {
    c.first { $0.hasPrefix(prefix) }
}

func evens(upTo n: Int) -> some Sequence<Int> {
    stride(from: 0, through: n, by: 2)
}

func pairsUp(_ a: some Sequence<Int>, _ b: some Sequence<String>) -> [String] {
    zip(a, b).map { "\($1)\($0)" }
}

print(average([1, 2, 3, 4]))
print(average(1...10))
print(average(Set([5])))
print(average([Int]()))
print(describeAll([1, 2, 3]))
print(describeAll(["x": 1].keys))
print(describeAll([1.5, 2.25]))
print(firstMatch(["alpha", "beta", "bravo"], prefix: "b") ?? "-")
print(firstMatch(["one"][...], prefix: "z") ?? "-")
print(Array(evens(upTo: 9)))
print(pairsUp(evens(upTo: 10), ["a", "b", "c"]))

// expect: 2.5
// expect: 5.5
// expect: 5.0
// expect: 0.0
// expect: 1|2|3
// expect: x
// expect: 1.5|2.25
// expect: beta
// expect: -
// expect: [0, 2, 4, 6, 8]
// expect: ["a0", "b2", "c4"]
