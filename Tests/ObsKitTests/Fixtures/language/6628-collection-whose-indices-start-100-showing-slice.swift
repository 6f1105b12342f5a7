// Advanced Swift style (slices share indices): a collection whose indices start at 100, showing that Slice<Self> keeps the base's indices and that dropFirst and split slices index into the same storage
struct Seats: Collection {
    let labels: [String]
    let firstSeat: Int

    var startIndex: Int { firstSeat }
    var endIndex: Int { firstSeat + labels.count }
    func index(after i: Int) -> Int { i + 1 }
    subscript(i: Int) -> String { labels[i - firstSeat] }
}

let row = Seats(labels: ["A", "B", "-", "C", "D", "-", "E"], firstSeat: 100)
print(row.startIndex, row.endIndex, row.count)
print(row[100], row[106])

let rest = row.dropFirst(2)
print(rest.startIndex, rest.endIndex, rest.first!, rest[104])
print(type(of: rest))

let groups = row.split(separator: "-")
for g in groups {
    print(g.startIndex..<g.endIndex, Array(g))
}
let second = groups[1]
print(second[second.startIndex], row[second.startIndex])
print(second.base.count, second.indices.map { $0 })

if let c = row.firstIndex(of: "C") {
    let tail = row[c...]
    print(c, Array(tail), tail.firstIndex(of: "E")!)
    let head = row[..<c]
    print(Array(head), head.endIndex, head.count)
}
let inner = row.dropFirst().dropFirst().prefix(3)
print(inner.startIndex, Array(inner), inner.count)
print(row.indices.first!, row.indices.dropFirst(5).map { $0 })
let nonGaps = row.indices.filter { row[$0] != "-" }
print(nonGaps, row.distance(from: 101, to: 105))
print(row.prefix(upTo: 102).map { $0 }, row.suffix(from: 105).joined())

// expect: 100 107 7
// expect: A E
// expect: 102 107 - D
// expect: Slice<Seats>
// expect: 100..<102 ["A", "B"]
// expect: 103..<105 ["C", "D"]
// expect: 106..<107 ["E"]
// expect: C C
// expect: 7 [103, 104]
// expect: 103 ["C", "D", "-", "E"] 106
// expect: ["A", "B", "-"] 103 3
// expect: 102 ["-", "C", "D"] 3
// expect: 100 [105, 106]
// expect: [100, 101, 103, 104, 106] 4
// expect: ["A", "B"] -E
