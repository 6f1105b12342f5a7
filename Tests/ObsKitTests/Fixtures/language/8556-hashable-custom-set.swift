// Q&A style (Set keeps "duplicates" / drops items unexpectedly?): hash(into:) and == must agree
struct CaseInsensitiveName: Hashable {
    let raw: String
    static func == (a: Self, b: Self) -> Bool { a.raw.lowercased() == b.raw.lowercased() }
    func hash(into hasher: inout Hasher) { hasher.combine(raw.lowercased()) }
}

var names: Set<CaseInsensitiveName> = []
for n in ["Alice", "ALICE", "bob", "Bob", "carol"] {
    let (inserted, member) = names.insert(CaseInsensitiveName(raw: n))
    print("insert \(n): inserted=\(inserted) kept=\(member.raw)")
}
print("count:", names.count)
print("sorted:", names.map { $0.raw }.sorted())

// Hashing only some fields is fine as long as == uses at least those fields.
struct Product: Hashable {
    let sku: String
    var price: Int
    static func == (a: Self, b: Self) -> Bool { a.sku == b.sku }
    func hash(into hasher: inout Hasher) { hasher.combine(sku) }
}
var catalog = Set([Product(sku: "A1", price: 10), Product(sku: "B2", price: 20)])
let update = catalog.update(with: Product(sku: "A1", price: 15))
print("replaced old price:", update?.price ?? -1)
print(catalog.sorted { $0.sku < $1.sku }.map { "\($0.sku)=\($0.price)" })
print("contains A1 at any price:", catalog.contains(Product(sku: "A1", price: 0)))

// Set algebra results printed in sorted order.
let left: Set = [1, 2, 3, 4]
let right: Set = [3, 4, 5]
print("union", left.union(right).sorted())
print("intersection", left.intersection(right).sorted())
print("symmetric", left.symmetricDifference(right).sorted())
print("subtracting", left.subtracting(right).sorted())

// Dictionary keys with the custom type merge case variants.
var tally: [CaseInsensitiveName: Int] = [:]
for n in ["x", "X", "y"] { tally[CaseInsensitiveName(raw: n), default: 0] += 1 }
for (k, v) in tally.sorted(by: { $0.key.raw < $1.key.raw }) { print(k.raw, v) }

// expect: insert Alice: inserted=true kept=Alice
// expect: insert ALICE: inserted=false kept=Alice
// expect: insert bob: inserted=true kept=bob
// expect: insert Bob: inserted=false kept=bob
// expect: insert carol: inserted=true kept=carol
// expect: count: 3
// expect: sorted: ["Alice", "bob", "carol"]
// expect: replaced old price: 10
// expect: ["A1=15", "B2=20"]
// expect: contains A1 at any price: true
// expect: union [1, 2, 3, 4, 5]
// expect: intersection [3, 4]
// expect: symmetric [1, 2, 5]
// expect: subtracting [1, 2]
// expect: x 2
// expect: y 1
