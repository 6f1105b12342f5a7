// Compiler test style: print and String(describing:) of nested arrays, dictionaries, tuples and ranges
let nested: [[String]] = [["a", "b"], [], ["c\"d"]]
print(nested)
let mixed: [(Int, String)] = [(1, "one"), (2, "two")]
print(mixed)
let dictOfArrays: [String: [Int]] = ["k": [1, 2]]
print(dictOfArrays)
let arrayOfDicts: [[String: Bool]] = [["x": true], [:]]
print(arrayOfDicts)
let chars: [Character] = ["a", "\n", "\u{e9}"]
print(chars)
let subs = "a b".split(separator: " ")
print(subs)
print([1...3, 5...5], [0..<2])
print(String(describing: [[1.5], [2.0, -0.0]]))
let empty: [[Int]] = [[]]
print(empty, [Int](), [String: Int]())
print(["tab\t", "nul\0", "back\\slash"])
let set: Set<Int> = [42]
print(set, [Set<String>(["only"])])
// expect: [["a", "b"], [], ["c\"d"]]
// expect: [(1, "one"), (2, "two")]
// expect: ["k": [1, 2]]
// expect: [["x": true], [:]]
// expect: ["a", "\n", "é"]
// expect: ["a", "b"]
// expect: [ClosedRange(1...3), ClosedRange(5...5)] [Range(0..<2)]
// expect: [[1.5], [2.0, -0.0]]
// expect: [[]] [] [:]
// expect: ["tab\t", "nul\0", "back\\slash"]
// expect: [42] [Set(["only"])]
