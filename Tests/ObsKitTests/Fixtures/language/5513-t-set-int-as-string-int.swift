// Stack Overflow style (empty collections typed by context): [T](), Set<Int>(), [:] as [String: Int], and defaulted parameters
func histogram(_ words: [String], into start: [String: Int] = [:]) -> [String: Int] {
    var h = start
    for w in words { h[w, default: 0] += 1 }
    return h
}

func pairUp<T>(_ xs: [T] = []) -> [(T, T)] {
    stride(from: 0, to: xs.count - 1, by: 2).map { (xs[$0], xs[$0 + 1]) }
}

var names = [String]()
var ids = Set<Int>()
var lookup = [String: [Int]]()
let counts: [String: Int] = [:]
let matrix: [[Double]] = []
names.append("x")
ids.formUnion([3, 1, 3])
lookup["a", default: []].append(1)
print(names, ids.sorted(), lookup, counts.isEmpty, matrix.count)
let h = histogram(["b", "a", "b"])
print(h.sorted { $0.key < $1.key }.map { "\($0.key)\($0.value)" })
print(histogram([], into: ["z": 1]))
print(pairUp([1, 2, 3, 4, 5]).map { "\($0)\($1)" })
let none: [(String, String)] = pairUp()
print(none.count)
print(type(of: [String]()), type(of: Set<Int>()), type(of: [:] as [String: Int]))
let optEmpty: [Int]? = []
print(optEmpty?.isEmpty as Any, (nil as [Int]?)?.count as Any)

// expect: ["x"] [1, 3] ["a": [1]] true 0
// expect: ["a1", "b2"]
// expect: ["z": 1]
// expect: ["12", "34"]
// expect: 0
// expect: Array<String> Set<Int> Dictionary<String, Int>
// expect: Optional(true) nil
