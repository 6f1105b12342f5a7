// Compiler test style: Dictionary(grouping:by:) and reduce(into:) building dictionaries
let words = ["apple", "avocado", "banana", "blueberry", "cherry", "apricot", "kiwi"]
let byLetter = Dictionary(grouping: words) { $0.first! }
for key in byLetter.keys.sorted() {
    print(key, byLetter[key]!)
}
let byLength = Dictionary(grouping: words, by: { $0.count })
print(byLength.keys.sorted())
print(byLength.keys.sorted().map { "\($0):\(byLength[$0]!.count)" }.joined(separator: " "))

let counts = "mississippi".reduce(into: [:]) { (acc: inout [Character: Int], c) in
    acc[c, default: 0] += 1
}
print(counts.sorted { $0.key < $1.key }.map { "\($0.key)\($0.value)" }.joined())

let nums = [3, 8, 1, 9, 4, 6, 7]
let parity = nums.reduce(into: ["even": [Int](), "odd": []]) { acc, n in
    acc[n % 2 == 0 ? "even" : "odd"]!.append(n)
}
print(parity["even"]!, parity["odd"]!)

let maxByBucket = nums.reduce(into: [Int: Int]()) { acc, n in
    let bucket = n / 5
    acc[bucket] = max(acc[bucket] ?? Int.min, n)
}
print(maxByBucket.sorted { $0.key < $1.key }.map { "\($0.key)->\($0.value)" })

struct Sale { let region: String; let amount: Int }
let sales = [Sale(region: "north", amount: 10), Sale(region: "south", amount: 5),
             Sale(region: "north", amount: 7), Sale(region: "east", amount: 1)]
let totals = Dictionary(grouping: sales, by: \.region).mapValues { $0.reduce(0) { $0 + $1.amount } }
for (region, total) in totals.sorted(by: { $0.value > $1.value }) {
    print(region, total)
}
let index = words.enumerated().reduce(into: [String: Int]()) { $0[$1.element] = $1.offset }
print(index["cherry"]!, index["kiwi"]!, index["grape"] as Any)
let empty = Dictionary(grouping: [Int](), by: { $0 })
print(empty.isEmpty)

// expect: a ["apple", "avocado", "apricot"]
// expect: b ["banana", "blueberry"]
// expect: c ["cherry"]
// expect: k ["kiwi"]
// expect: [4, 5, 6, 7, 9]
// expect: 4:1 5:1 6:2 7:2 9:1
// expect: i4m1p2s4
// expect: [8, 4, 6] [3, 1, 9, 7]
// expect: ["0->4", "1->9"]
// expect: north 17
// expect: south 5
// expect: east 1
// expect: 4 6 nil
// expect: true
