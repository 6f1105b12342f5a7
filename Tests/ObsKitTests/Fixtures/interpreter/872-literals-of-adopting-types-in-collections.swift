// String and integer literals where a type adopting ExpressibleByStringLiteral / ExpressibleByIntegerLiteral /
// ExpressibleByArrayLiteral is expected inside a collection: a Set<Tag>, [Tag], dictionary values and keys, function
// arguments of [Tag] and Set<Tag>, nested arrays, optional elements beside nil, memberwise arguments, append and +=.
// Expected output: swiftc 6.3.1 on this machine (tools/fixture-expect).
struct Tag: ExpressibleByStringLiteral, Hashable, CustomStringConvertible {
    let name: String
    init(stringLiteral s: String) { name = s.lowercased() }
    var description: String { "#\(name)" }
}
struct Cents: ExpressibleByIntegerLiteral, Hashable, CustomStringConvertible {
    let v: Int
    init(integerLiteral v: Int) { self.v = v * 100 }
    var description: String { "\(v)c" }
}
struct Bag: ExpressibleByArrayLiteral, CustomStringConvertible {
    var items: [Int]
    init(arrayLiteral elements: Int...) { items = elements.sorted() }
    var description: String { "Bag\(items)" }
}
let tags: Set<Tag> = ["Swift", "SWIFT", "Linux"]
print(tags.count, tags.map(\.name).sorted())
let list: [Tag] = ["A", "b"]
print(list)
let byName: [String: Tag] = ["x": "XY", "y": "Q"]
print(byName.sorted { $0.key < $1.key }.map { "\($0.key)=\($0.value)" })
let keyed: [Tag: Int] = ["K": 1]
print(keyed[Tag(stringLiteral: "k")]!)
func show(_ t: Tag) -> String { t.name }
print(show("HeLLo"))
func showAll(_ ts: [Tag]) -> String { ts.map(\.name).joined(separator: ",") }
print(showAll(["P", "Q"]))
func showSet(_ ts: Set<Tag>) -> Int { ts.count }
print(showSet(["P", "p", "Q"]))
let amounts: [Cents] = [1, 2, 3]
print(amounts, amounts.map(\.v).reduce(0, +))
let cset: Set<Cents> = [1, 1, 2]
print(cset.count)
let bags: [Bag] = [[3, 1, 2], []]
print(bags)
let nested: [[Tag]] = [["A"], ["B", "C"]]
print(nested)
let opt: Tag? = "Maybe"
print(opt!)
let optList: [Tag?] = ["X", nil]
print(optList)
struct Holder { var tags: [Tag]; var c: Cents }
let hold = Holder(tags: ["One"], c: 7)
print(hold.tags, hold.c)
var mutable: [Tag] = []
mutable.append("Z")
mutable += ["Y"]
print(mutable)
let bagDict: [String: Bag] = ["b": [9, 8]]
print(bagDict["b"]!)
let a: [Tag?] = ["X", nil]
print(a)
let b: [Tag?] = ["X", "Y"]
print(b)
let c: Tag? = "Z"
print(c as Any)
struct Card { var tags: [Tag]; var one: Tag; var opt: Tag? = nil }
print(Card(tags: ["One"], one: "Two").tags, Card(tags: [], one: "Two").one, Card(tags: [], one: "x", opt: "Q").opt as Any)
struct Made { var tags: [Tag]; init(tags: [Tag]) { self.tags = tags } }
print(Made(tags: ["M"]).tags)

// expect: 2 ["linux", "swift"]
// expect: [#a, #b]
// expect: ["x=#xy", "y=#q"]
// expect: 1
// expect: hello
// expect: p,q
// expect: 2
// expect: [100c, 200c, 300c] 600
// expect: 2
// expect: [Bag[1, 2, 3], Bag[]]
// expect: [[#a], [#b, #c]]
// expect: #maybe
// expect: [Optional(#x), nil]
// expect: [#one] 700c
// expect: [#z, #y]
// expect: Bag[8, 9]
// expect: [Optional(#x), nil]
// expect: [Optional(#x), Optional(#y)]
// expect: Optional(#z)
// expect: [#one] #two Optional(#q)
// expect: [#m]
