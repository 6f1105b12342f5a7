// Book style (Generics): generic subscripts and contextual where clauses on a seed catalog
struct Catalog<Entry> {
    var entries: [Entry]

    subscript<Indices: Sequence>(indices: Indices) -> [Entry] where Indices.Element == Int {
        var result: [Entry] = []
        for i in indices where entries.indices.contains(i) {
            result.append(entries[i])
        }
        return result
    }

    subscript<T>(converting i: Int, with transform: (Entry) -> T) -> T? {
        entries.indices.contains(i) ? transform(entries[i]) : nil
    }

    func average() -> Double where Entry: BinaryInteger {
        guard !entries.isEmpty else { return 0 }
        let sum = entries.reduce(0) { $0 + Int($1) }
        return Double(sum) / Double(entries.count)
    }

    func sortedEntries() -> [Entry] where Entry: Comparable {
        entries.sorted()
    }

    func joined() -> String where Entry == String {
        entries.joined(separator: "+")
    }
}

extension Catalog where Entry: Equatable {
    func count(of item: Entry) -> Int {
        entries.filter { $0 == item }.count
    }
}

let weights = Catalog(entries: [14, 3, 9, 3, 21])
print(weights[[0, 2, 4]])
print(weights[1...3])
print(weights[[7, 1]])
print(weights.average())
print(weights.sortedEntries())
print(weights.count(of: 3))
print(weights[converting: 4, with: { $0 * 2 }] as Any)
print(weights[converting: 9, with: { $0 * 2 }] as Any)

let names = Catalog(entries: ["basil", "dill", "sage", "dill"])
print(names.joined())
print(names.sortedEntries())
print(names.count(of: "dill"))
print(names[stride(from: 0, to: 4, by: 2)])
let lengths = names[converting: 0, with: { $0.count }]
print(lengths as Any, type(of: lengths))
print(type(of: names), type(of: weights[[0]]))
let small = Catalog<UInt8>(entries: [1, 2, 4])
print(small.average(), small)
print(Catalog<Double>(entries: [0.5]).entries)

// expect: [14, 9, 21]
// expect: [3, 9, 3]
// expect: [3]
// expect: 10.0
// expect: [3, 3, 9, 14, 21]
// expect: 2
// expect: Optional(42)
// expect: nil
// expect: basil+dill+sage+dill
// expect: ["basil", "dill", "dill", "sage"]
// expect: 2
// expect: ["basil", "sage"]
// expect: Optional(5) Optional<Int>
// expect: Catalog<String> Array<Int>
// expect: 2.3333333333333335 Catalog<UInt8>(entries: [1, 2, 4])
// expect: [0.5]
