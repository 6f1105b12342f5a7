// App code style: dictionary of structs mutated via optional chaining and default subscript
struct Bucket { var items: [String] = []; var hits = 0 }

var buckets: [String: Bucket] = ["a": Bucket(), "b": Bucket(items: ["x"], hits: 2)]
buckets["a"]?.items.append("apple")
buckets["a"]?.hits += 1
buckets["zzz"]?.items.append("never")
buckets["b"]?.items.insert("first", at: 0)

var groups: [Int: [String]] = [:]
for w in ["one", "two", "three", "four", "five", "six"] {
    groups[w.count, default: []].append(w)
}
for k in groups.keys.sorted() {
    print("\(k): \(groups[k]!.joined(separator: " "))")
}

for k in buckets.keys.sorted() {
    let b = buckets[k]!
    print("\(k) items=\(b.items) hits=\(b.hits)")
}
print("zzz exists: \(buckets["zzz"] != nil)")

var counts: [Character: Int] = [:]
for ch in "mississippi" { counts[ch, default: 0] += 1 }
print(counts.sorted { $0.key < $1.key }.map { "\($0.key)\($0.value)" }.joined())

let r = buckets["b"]?.items.removeLast()
print("removed: \(r ?? "none"), left: \(buckets["b"]!.items)")
let missing: String? = buckets["q"]?.items.removeLast()
print("missing: \(missing == nil)")

buckets["c", default: Bucket()].hits += 5
print("c hits: \(buckets["c"]!.hits), total keys: \(buckets.count)")
// expect: 3: one two six
// expect: 4: four five
// expect: 5: three
// expect: a items=["apple"] hits=1
// expect: b items=["first", "x"] hits=2
// expect: zzz exists: false
// expect: i4m1p2s4
// expect: removed: x, left: ["first"]
// expect: missing: true
// expect: c hits: 5, total keys: 3
