// Swift stdlib test style (Sequence APIs): flatMap flattening and compactMap dropping nils, on arrays, strings, optionals and dictionaries
let matrix = [[1, 2, 3], [4, 5], [], [6]]
print(matrix.flatMap { $0 })
print(matrix.flatMap { $0.map { $0 * 10 } })
print(matrix.flatMap { row in row.filter { $0 % 2 == 0 } })
print(matrix.map(\.count), matrix.flatMap { [$0.count] })

let words = ["hi", "you"]
print(words.flatMap { Array($0) })
print(words.flatMap { $0.uppercased() })
print((1...3).flatMap { n in repeatElement(n, count: n) })
print((1...3).flatMap { x in (1...2).map { y in "\(x)\(y)" } })

let strings = ["1", "two", "3", "", "-4", "5.0"]
print(strings.compactMap { Int($0) })
print(strings.compactMap { Double($0) })
print(strings.map { Int($0) })
print(strings.compactMap { $0.isEmpty ? nil : $0.count })

let maybe: [Int?] = [1, nil, 3, nil, 5]
print(maybe.compactMap { $0 })
print(maybe.compactMap { $0 }.reduce(0, +))
print(maybe.map { $0 ?? 0 })
print(maybe.count, maybe.compactMap { $0 }.count)

let lookup = ["a": 1, "b": 2]
print(["a", "x", "b", "a"].compactMap { lookup[$0] })
let table = ["x": [1, 2], "y": [3]]
print(table.keys.sorted().flatMap { table[$0]! })

struct Person { let name: String; let pets: [String]; let email: String? }
let people = [Person(name: "Ann", pets: ["cat"], email: "ann@x.org"),
              Person(name: "Bo", pets: [], email: nil),
              Person(name: "Cy", pets: ["dog", "fish"], email: "cy@y.net")]
print(people.flatMap(\.pets))
print(people.compactMap(\.email))
print(people.compactMap { $0.email?.split(separator: "@").last.map(String.init) })
let optionalChain: Int? = Optional(4).flatMap { $0 > 3 ? $0 * 2 : nil }
print(optionalChain as Any)
print([[["deep"]], [["er"]]].flatMap { $0 }.flatMap { $0 })

// expect: [1, 2, 3, 4, 5, 6]
// expect: [10, 20, 30, 40, 50, 60]
// expect: [2, 4, 6]
// expect: [3, 2, 0, 1] [3, 2, 0, 1]
// expect: ["h", "i", "y", "o", "u"]
// expect: ["H", "I", "Y", "O", "U"]
// expect: [1, 2, 2, 3, 3, 3]
// expect: ["11", "12", "21", "22", "31", "32"]
// expect: [1, 3, -4]
// expect: [1.0, 3.0, -4.0, 5.0]
// expect: [Optional(1), nil, Optional(3), nil, Optional(-4), nil]
// expect: [1, 3, 1, 2, 3]
// expect: [1, 3, 5]
// expect: 9
// expect: [1, 0, 3, 0, 5]
// expect: 5 3
// expect: [1, 2, 1]
// expect: [1, 2, 3]
// expect: ["cat", "dog", "fish"]
// expect: ["ann@x.org", "cy@y.net"]
// expect: ["x.org", "y.net"]
// expect: Optional(8)
// expect: ["deep", "er"]
