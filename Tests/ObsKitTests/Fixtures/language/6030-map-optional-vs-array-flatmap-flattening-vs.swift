// Stack Overflow style (map, flatMap, compactMap): map on Optional vs Array, flatMap flattening vs compactMap dropping nils
let text: String? = "42"
let none: String? = nil
print(text.map { Int($0) } as Any)
print(text.flatMap { Int($0) } as Any)
print(none.map { $0.count } as Any)
print(text.map { $0.count } ?? -1)

let strings = ["1", "x", "3"]
print(strings.map { Int($0) })
print(strings.compactMap { Int($0) })
print(strings.flatMap { Array($0) })

let nested = [[1, 2], [], [3]]
print(nested.flatMap { $0 }, nested.joined().map { $0 * 2 })
print(nested.map { $0.count })

let maybeArray: [Int]? = [1, 2, 3]
print(maybeArray.map { $0.map { $0 * 10 } } as Any)
print(maybeArray?.map { $0 * 10 } as Any)
print(maybeArray.map { $0.count } as Any)

let optionalsInArray: [Int?] = [1, nil, 3]
print(optionalsInArray.compactMap { $0 })
print(optionalsInArray.map { $0.map { $0 + 1 } })
print(optionalsInArray.compactMap { $0.map { $0 * 2 } })

let doubleOpt: [Int??] = [1, .some(nil), nil]
print(doubleOpt.compactMap { $0 })
print(doubleOpt.compactMap { $0 }.compactMap { $0 })

let words = ["hi", "yo"]
print(words.flatMap { $0 }, words.map { Array($0) })
let dict = ["a": "1", "b": "z"]
print(dict.compactMapValues { Int($0) }, dict.mapValues { Int($0) }.sorted { $0.key < $1.key }.map { "\($0.key):\(String(describing: $0.value))" })

let r: Result<Int, Never> = .success(2)
print(r.map { $0 * 3 }, r.flatMap { .success($0 + 1) as Result<Int, Never> })
let lazyFlat = [1, 2].lazy.flatMap { [$0, $0] }
print(Array(lazyFlat))

// expect: Optional(Optional(42))
// expect: Optional(42)
// expect: nil
// expect: 2
// expect: [Optional(1), nil, Optional(3)]
// expect: [1, 3]
// expect: ["1", "x", "3"]
// expect: [1, 2, 3] [2, 4, 6]
// expect: [2, 0, 1]
// expect: Optional([10, 20, 30])
// expect: Optional([10, 20, 30])
// expect: Optional(3)
// expect: [1, 3]
// expect: [Optional(2), nil, Optional(4)]
// expect: [2, 6]
// expect: [Optional(1), nil]
// expect: [1]
// expect: ["h", "i", "y", "o"] [["h", "i"], ["y", "o"]]
// expect: ["a": 1] ["a:Optional(1)", "b:nil"]
// expect: success(6) success(3)
// expect: [1, 1, 2, 2]
