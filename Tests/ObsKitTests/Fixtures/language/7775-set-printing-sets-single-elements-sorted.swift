// Blog style (Set printing): sets of single elements and sorted views
let s: Set<String> = ["swift"]
print(s)
debugPrint(s)
let e = Set<Int>()
print(e)
let nums: Set = [5, 3, 9, 1]
print(nums.sorted())
print(nums.count, nums.contains(3))
let ss: Set<Character> = ["z"]
print(ss)
let union = Set([1, 2]).union([2, 3])
print(union.sorted())
let inter = Set(["a", "b"]).intersection(["b", "c"])
print(inter)
print(Set([1, 2]).isSubset(of: [1, 2, 3]))
dump(Set(["only"]))
let optSet: Set<Int>? = [4]
print(optSet as Any)
print("set: \(Set([8]))")
print([Set([1])])
// expect: ["swift"]
// expect: Set(["swift"])
// expect: []
// expect: [1, 3, 5, 9]
// expect: 4 true
// expect: ["z"]
// expect: [1, 2, 3]
// expect: ["b"]
// expect: true
// expect: ▿ 1 member
// expect:   - "only"
// expect: Optional(Set([4]))
// expect: set: [8]
// expect: [Set([1])]
