// Q&A style (map on an Optional vs map on an Array, and where did flatMap go?): Optional.map/flatMap vs compactMap
let text: String? = "42"
let none: String? = nil

let mapped = text.map { Int($0) }
print(type(of: mapped), mapped as Any)
let flat = text.flatMap { Int($0) }
print(type(of: flat), flat as Any)
print(none.map { $0.count } as Any)

// Array.map keeps nils, compactMap drops them.
let inputs = ["1", "two", "3", "", "5"]
let maybeNumbers = inputs.map { Int($0) }
print(maybeNumbers)
print(inputs.compactMap { Int($0) })

// Array.flatMap flattens nested sequences.
let nested = [[1, 2], [], [3]]
print(nested.flatMap { $0 })
print(nested.map { $0.count })
print(["ab", "cd"].flatMap { $0 })

// Optional array: map on the optional vs map on the array.
let maybeList: [Int]? = [1, 2, 3]
print(maybeList.map { $0.count } as Any)
print(maybeList?.map { $0 * 2 } as Any)

// compactMap on an array of optionals is the same as filtering nils.
let sparse: [Int?] = [nil, 4, nil, 6]
print(sparse.compactMap { $0 })
print(sparse.map { $0 ?? 0 })

// Chaining Optional.flatMap to avoid nested if-lets.
let dict = ["port": "8080"]
let port = dict["port"].flatMap(Int.init).map { $0 + 1 }
print(port as Any)
let badPort = dict["host"].flatMap(Int.init).map { $0 + 1 }
print(badPort as Any)

// expect: Optional<Optional<Int>> Optional(Optional(42))
// expect: Optional<Int> Optional(42)
// expect: nil
// expect: [Optional(1), nil, Optional(3), nil, Optional(5)]
// expect: [1, 3, 5]
// expect: [1, 2, 3]
// expect: [2, 0, 1]
// expect: ["a", "b", "c", "d"]
// expect: Optional(3)
// expect: Optional([2, 4, 6])
// expect: [4, 6]
// expect: [0, 4, 0, 6]
// expect: Optional(8081)
// expect: nil
