// Compiler test style (optional lvalues): x?.y = z, dict[k]?.append, x! += 1, optional chaining on mutating calls and whether the right side runs
struct Inner { var count = 0; var tags: [String] = []; mutating func bump() -> Int { count += 1; return count } }
class Holder { var inner: Inner? = Inner(); var next: Holder? }

func value(_ n: Int) -> Int { print("evaluated rhs", n); return n }

var h: Holder? = Holder()
h?.inner?.count = value(5)
print(h?.inner?.count as Any)
h?.next?.inner?.count = value(9)
print(h?.next == nil)
var none: Holder? = nil
none?.inner?.count = value(1)
print("none assignment result:", (none?.inner?.count = 3) == nil)
print("some assignment result:", (h?.inner?.count = 3) != nil)

var dict: [String: [Int]] = ["a": [1]]
dict["a"]?.append(2)
dict["b"]?.append(3)
print(dict.sorted { $0.key < $1.key }.map { "\($0.key)=\($0.value)" })
dict["a"]![0] += 10
print(dict["a"]!)

var maybe: Int? = 4
maybe! += 1
maybe? *= 3
print(maybe as Any)
var absent: Int? = nil
absent? += 1
print(absent as Any)

h?.inner?.tags.append("x")
h?.inner?.tags += ["y", "z"]
print(h?.inner?.tags ?? [])
print(h?.inner?.bump() as Any, h?.inner?.bump() as Any, none?.inner?.bump() as Any)

var nested: [String: [String: Int]] = ["outer": ["inner": 1]]
nested["outer"]?["inner"]? += 5
nested["outer"]?["new"] = 7
nested["missing"]?["x"] = 1
print(nested["outer"]!.sorted { $0.key < $1.key }.map { "\($0.key):\($0.value)" }, nested.count)

var arr: [Int]? = [1, 2, 3]
arr?[1] = 20
arr?.removeLast()
print(arr as Any, arr?.count as Any)
var opts: [Int?] = [1, nil, 3]
opts[0]? += 100
opts[1]? += 100
print(opts)

// expect: evaluated rhs 5
// expect: Optional(5)
// expect: true
// expect: none assignment result: true
// expect: some assignment result: true
// expect: ["a=[1, 2]"]
// expect: [11, 2]
// expect: Optional(15)
// expect: nil
// expect: ["x", "y", "z"]
// expect: Optional(4) Optional(5) nil
// expect: ["inner:6", "new:7"] 1
// expect: Optional([1, 20]) Optional(2)
// expect: [Optional(101), nil, Optional(3)]
