// Opaque parameter types: `some Collection<Int>` and `some Sequence` parameters, primary associated types, and `any Collection<String>` storage.
// expected output: swiftc 6.3.1 (Linux), run on this machine
func average(_ numbers: some Collection<Int>) -> Double {
    guard !numbers.isEmpty else { return 0 }
    return Double(numbers.reduce(0, +)) / Double(numbers.count)
}

func longest(_ words: some Sequence<String>) -> String {
    words.max { $0.count < $1.count } ?? ""
}

func describeAll(_ items: some Sequence<some CustomStringConvertible>) -> String {
    items.map(\.description).joined(separator: ", ")
}

print(average([2, 4, 9]))
print(average(1...10))
print(average(Set<Int>()))
print(longest(["fig", "banana", "kiwi"]))
print(longest("a bb ccc dd".split(separator: " ").map(String.init)))
print(describeAll([1.5, 2.0]))
print(describeAll(Set([true])))

let sources: [any Collection<String>] = [["a", "b"], Set(["z"]), ["x": "y"].values.map { $0 }]
for s in sources {
    print(s.count, s.sorted())
}

func pairUp(_ a: some Sequence<Int>, _ b: some Sequence<Int>) -> [Int] {
    zip(a, b).map { $0 * $1 }
}
print(pairUp([1, 2, 3], stride(from: 10, to: 40, by: 10)))

// expect: 5.0
// expect: 5.5
// expect: 0.0
// expect: banana
// expect: ccc
// expect: 1.5, 2.0
// expect: true
// expect: 2 ["a", "b"]
// expect: 1 ["z"]
// expect: 1 ["y"]
// expect: [10, 40, 90]
