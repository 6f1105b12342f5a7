// Compiler test style: arrays of optionals and single-key dictionaries in print/debugPrint

let a: [Int?] = [1, nil, 3]
print(a)
debugPrint(a)
print(a.compactMap { $0 })
print(a.map { $0 ?? 0 })

let s: [String?] = ["x", nil]
print(s)
print(s.count)

let d: [Double?] = [nil, 2.5]
print(d)

let nested: [[Int]?] = [[1], nil, []]
print(nested)

let optOfArr: [Int?]? = [nil]
print(optOfArr as Any)

let one = ["key": 1]
print(one)
debugPrint(one)
print(String(describing: one))

let oneStr = ["k": "v"]
print(oneStr)

let intKey = [1: "one"]
print(intKey)

let optVal: [String: Int?] = ["a": nil]
print(optVal)

let optVal2: [String: Int?] = ["a": 5]
print(optVal2)

let arrVal = ["list": [1, 2, 3]]
print(arrVal)

let dictOfDict = ["outer": ["inner": true]]
print(dictOfDict)

let empty: [String: Int] = [:]
print(empty)
let emptyArr: [Int?] = []
print(emptyArr)

let charKey: [Character: Int] = ["c": 3]
print(charKey)

enum E { case x, y(Int) }
let enumVals: [String: E] = ["e": .y(2)]
print(enumVals)
let enumArr: [E?] = [.x, nil, .y(1)]
print(enumArr)

struct P { var v: Int }
let structDict = ["p": P(v: 1)]
print(structDict)
let structOpts: [P?] = [P(v: 2), nil]
print(structOpts)

var multi = ["b": 2, "a": 1, "c": 3]
for k in multi.keys.sorted() {
    print(k, multi[k]!)
}
print(multi.sorted { $0.key < $1.key })
print(multi.sorted { $0.key < $1.key }.map { $0.value })
multi = ["only": 0]
print(multi)
print(multi.first as Any)
print(multi.keys.first as Any, multi.values.first as Any)

let tupleArr: [(Int, String?)] = [(1, nil), (2, "b")]
print(tupleArr)
dump(a)
dump(one)

// expect: [Optional(1), nil, Optional(3)]
// expect: [Optional(1), nil, Optional(3)]
// expect: [1, 3]
// expect: [1, 0, 3]
// expect: [Optional("x"), nil]
// expect: 2
// expect: [nil, Optional(2.5)]
// expect: [Optional([1]), nil, Optional([])]
// expect: Optional([nil])
// expect: ["key": 1]
// expect: ["key": 1]
// expect: ["key": 1]
// expect: ["k": "v"]
// expect: [1: "one"]
// expect: ["a": nil]
// expect: ["a": Optional(5)]
// expect: ["list": [1, 2, 3]]
// expect: ["outer": ["inner": true]]
// expect: [:]
// expect: []
// expect: ["c": 3]
// expect: ["e": main.E.y(2)]
// expect: [Optional(main.E.x), nil, Optional(main.E.y(1))]
// expect: ["p": main.P(v: 1)]
// expect: [Optional(main.P(v: 2)), nil]
// expect: a 1
// expect: b 2
// expect: c 3
// expect: [(key: "a", value: 1), (key: "b", value: 2), (key: "c", value: 3)]
// expect: [1, 2, 3]
// expect: ["only": 0]
// expect: Optional((key: "only", value: 0))
// expect: Optional("only") Optional(0)
// expect: [(1, nil), (2, Optional("b"))]
// expect: ▿ 3 elements
// expect:   ▿ Optional(1)
// expect:     - some: 1
// expect:   - nil
// expect:   ▿ Optional(3)
// expect:     - some: 3
// expect: ▿ 1 key/value pair
// expect:   ▿ (2 elements)
// expect:     - key: "key"
// expect:     - value: 1
