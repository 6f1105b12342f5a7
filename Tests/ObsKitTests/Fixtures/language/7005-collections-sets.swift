// Collections: sets with algebra, Hashable structs, subset checks
// expected output: swiftc 6.3.1 (Linux), run on this machine
let evens: Set = [0, 2, 4, 6, 8]
let primes: Set = [2, 3, 5, 7]
let small = Set(0..<5)

print("union:", evens.union(primes).sorted())
print("intersection:", evens.intersection(primes).sorted())
print("subtracting:", small.subtracting(primes).sorted())
print("symmetric:", evens.symmetricDifference(small).sorted())
print(Set([2]).isSubset(of: primes), primes.isSuperset(of: [3, 5]), evens.isDisjoint(with: [1, 3]))

struct Tag: Hashable, Comparable, CustomStringConvertible {
    let name: String
    let weight: Int
    static func < (l: Tag, r: Tag) -> Bool { (l.weight, l.name) < (r.weight, r.name) }
    var description: String { "#\(name)(\(weight))" }
}

var tags: Set<Tag> = [Tag(name: "swift", weight: 3), Tag(name: "ios", weight: 1)]
let (inserted, member) = tags.insert(Tag(name: "swift", weight: 3))
print("inserted: \(inserted), member: \(member)")
tags.insert(Tag(name: "linux", weight: 2))
tags.insert(Tag(name: "server", weight: 2))
print(tags.sorted())
print(tags.count, tags.contains(Tag(name: "ios", weight: 1)))

if let removed = tags.remove(Tag(name: "ios", weight: 1)) {
    print("removed \(removed)")
}
print(tags.remove(Tag(name: "nope", weight: 0)) as Any)

var visited = Set<String>()
let path = ["home", "docs", "home", "src", "docs", "tests"]
var firstTime: [String] = []
for stop in path where visited.insert(stop).inserted {
    firstTime.append(stop)
}
print("unique in order:", firstTime)

var letters = Set("mississippi")
print(String(letters.sorted()))
letters.formUnion("ohio")
letters.subtract("sp")
print(String(letters.sorted()), letters.count)
let byWeight = Dictionary(grouping: tags, by: \.weight)
for w in byWeight.keys.sorted() {
    print(w, byWeight[w]!.map(\.name).sorted())
}
// expect: union: [0, 2, 3, 4, 5, 6, 7, 8]
// expect: intersection: [2]
// expect: subtracting: [0, 1, 4]
// expect: symmetric: [1, 3, 6, 8]
// expect: true true true
// expect: inserted: false, member: #swift(3)
// expect: [#ios(1), #linux(2), #server(2), #swift(3)]
// expect: 4 true
// expect: removed #ios(1)
// expect: nil
// expect: unique in order: ["home", "docs", "src", "tests"]
// expect: imps
// expect: himo 4
// expect: 2 ["linux", "server"]
// expect: 3 ["swift"]
