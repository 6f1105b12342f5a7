// Compiler test style: printing arrays and single-key dictionaries of structs, enums, optionals, tuples
struct P { var x: Int; var s: String }
enum E { case a, b(Int), c(label: String) }

let ps = [P(x: 1, s: "one"), P(x: 2, s: "two")]
print(ps)
debugPrint(ps)
let es: [E] = [.a, .b(3), .c(label: "q")]
print(es)
let os: [String?] = ["x", nil]
print(os)
debugPrint(os)
let ts = [(1, "a"), (2, "b")]
print(ts)
let nested = [[1, 2], [], [3]]
print(nested)
let dict1 = ["k": P(x: 0, s: "zero")]
print(dict1)
debugPrint(dict1)
let dict2: [Int: E] = [4: .c(label: "four")]
print(dict2)
let dict3: [String: [Int?]] = ["v": [1, nil]]
print(dict3)
let emptyArr: [Int] = []
let emptyDict: [String: Int] = [:]
print(emptyArr, emptyDict)
let sorted = ["b": 2, "a": 1, "c": 3].sorted { $0.key < $1.key }
print(sorted)
print(sorted.map { "\($0.key)=\($0.value)" })
let slice = [1, 2, 3, 4][1...2]
print(slice)
// expect: [main.P(x: 1, s: "one"), main.P(x: 2, s: "two")]
// expect: [main.P(x: 1, s: "one"), main.P(x: 2, s: "two")]
// expect: [main.E.a, main.E.b(3), main.E.c(label: "q")]
// expect: [Optional("x"), nil]
// expect: [Optional("x"), nil]
// expect: [(1, "a"), (2, "b")]
// expect: [[1, 2], [], [3]]
// expect: ["k": main.P(x: 0, s: "zero")]
// expect: ["k": main.P(x: 0, s: "zero")]
// expect: [4: main.E.c(label: "four")]
// expect: ["v": [Optional(1), nil]]
// expect: [] [:]
// expect: [(key: "a", value: 1), (key: "b", value: 2), (key: "c", value: 3)]
// expect: ["a=1", "b=2", "c=3"]
// expect: [2, 3]
