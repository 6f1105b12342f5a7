// Blog style (opaque parameters): `some Collection<Int>` and `some Sequence` parameters instead of explicit generics
func average(_ values: some Collection<Int>) -> Double {
    values.isEmpty ? 0 : Double(values.reduce(0, +)) / Double(values.count)
}

func histogram(_ words: some Sequence<String>) -> [(String, Int)] {
    var counts: [String: Int] = [:]
    for w in words { counts[w.lowercased(), default: 0] += 1 }
    return counts.sorted { ($0.value, $1.key) > ($1.value, $0.key) }.map { ($0.key, $0.value) }
}

func joinAll(_ parts: some Sequence<some CustomStringConvertible>, separator: String = ", ") -> String {
    parts.map(\.description).joined(separator: separator)
}

func firstDuplicate<T: Hashable>(in items: some Sequence<T>) -> T? {
    var seen = Set<T>()
    for item in items {
        if !seen.insert(item).inserted { return item }
    }
    return nil
}

func evens(upTo n: Int) -> some Sequence<Int> {
    stride(from: 0, through: n, by: 2)
}

func describe(_ c: some BidirectionalCollection<Character>) -> String {
    "\(c.count) chars, first \(c.first.map(String.init) ?? "-"), last \(c.last.map(String.init) ?? "-")"
}

func mutateAll(_ values: inout some MutableCollection<Int>) {
    for i in values.indices { values[i] *= 3 }
}

print(average([4, 8, 15, 16, 23, 42]))
print(average(1...100))
print(average(Set([5, 5, 5])))
print(average([Int]()))
print(average([3, 4, 5].lazy.map { $0 * $0 }))

let text = "the cat and the hat and THE bat"
for (word, n) in histogram(text.split(separator: " ").map(String.init)).prefix(3) {
    print("\(word): \(n)")
}
print(joinAll([1, 2, 3]))
print(joinAll(["a", "b"], separator: "-"))
print(joinAll(evens(upTo: 10), separator: " "))
print(firstDuplicate(in: [3, 1, 4, 1, 5, 9]) ?? -1)
print(firstDuplicate(in: "abcdb") ?? "?")
print(firstDuplicate(in: 1...5) as Any)
print(describe("swift"))
print(describe("hello world".reversed()))
var arr = [1, 2, 3]
mutateAll(&arr)
print(arr)
var slice = [10, 20, 30, 40][1...2]
mutateAll(&slice)
print(Array(slice), slice.startIndex)
// expect: 18.0
// expect: 50.5
// expect: 5.0
// expect: 0.0
// expect: 16.666666666666668
// expect: the: 3
// expect: and: 2
// expect: bat: 1
// expect: 1, 2, 3
// expect: a-b
// expect: 0 2 4 6 8 10
// expect: 1
// expect: b
// expect: nil
// expect: 5 chars, first s, last t
// expect: 11 chars, first d, last h
// expect: [3, 6, 9]
// expect: [60, 90] 1
