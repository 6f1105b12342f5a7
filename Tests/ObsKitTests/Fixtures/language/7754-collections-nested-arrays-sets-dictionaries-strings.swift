// Blog style (collections): nested arrays, sets and dictionaries of strings
let grid = [[1, 2], [3, 4], []]
print(grid)
let words = [["a", "b"], ["c"]]
print(words)
debugPrint(words)
let one = ["key": "value"]
print(one)
let oneInt = [1: [2, 3]]
print(oneInt)
let emptyDict: [String: Int] = [:]
print(emptyDict)
let emptyArr: [String] = []
print(emptyArr)
let single: Set = ["only"]
print(single)
let nums: Set = [3, 1, 2]
print(nums.sorted())
let dict = ["b": 2, "a": 1, "c": 3]
for (k, v) in dict.sorted(by: { $0.key < $1.key }) {
    print(k, v)
}
print(dict.sorted { $0.key < $1.key }.map { "\($0.key)=\($0.value)" })
let withQuote = ["say \"hi\"", "tab\there"]
print(withQuote)
print(withQuote.description)
let chars: [Character] = ["x", "y"]
print(chars)
print(Array("abc"))
print([1.0, 2.5])
print([true, false])
// expect: [[1, 2], [3, 4], []]
// expect: [["a", "b"], ["c"]]
// expect: [["a", "b"], ["c"]]
// expect: ["key": "value"]
// expect: [1: [2, 3]]
// expect: [:]
// expect: []
// expect: ["only"]
// expect: [1, 2, 3]
// expect: a 1
// expect: b 2
// expect: c 3
// expect: ["a=1", "b=2", "c=3"]
// expect: ["say \"hi\"", "tab\there"]
// expect: ["say \"hi\"", "tab\there"]
// expect: ["x", "y"]
// expect: ["a", "b", "c"]
// expect: [1.0, 2.5]
// expect: [true, false]
