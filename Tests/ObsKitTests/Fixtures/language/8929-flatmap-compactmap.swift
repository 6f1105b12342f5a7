// Apple docs style (Sequence.flatMap / compactMap): flattening and filtering transformations
let numbers = [1, 2, 3, 4]
let mapped = numbers.map { Array(repeating: $0, count: $0) }
print(mapped)
let flatMapped = numbers.flatMap { Array(repeating: $0, count: $0) }
print(flatMapped)

let possibleNumbers = ["1", "2", "three", "///4///", "5"]
let mappedInts: [Int?] = possibleNumbers.map { str in Int(str) }
print(mappedInts)
let compactMapped: [Int] = possibleNumbers.compactMap { str in Int(str) }
print(compactMapped)

// joined() flattens without transforming
let nested = [[1, 2], [], [3], [4, 5, 6]]
print(Array(nested.joined()), nested.joined().count)

// flatMap over a struct hierarchy
struct Department {
    let name: String
    let staff: [String]
}
let company = [
    Department(name: "Eng", staff: ["ana", "bo"]),
    Department(name: "Ops", staff: []),
    Department(name: "Art", staff: ["cy", "di", "ed"]),
]
print(company.flatMap(\.staff))
print(company.flatMap { d in d.staff.map { "\(d.name)/\($0)" } })

// compactMap to parse and skip bad records
let lines = ["ana:31", "bo:x", "cy", "di:45"]
let parsed = lines.compactMap { line -> (String, Int)? in
    let parts = line.split(separator: ":")
    guard parts.count == 2, let age = Int(parts[1]) else { return nil }
    return (String(parts[0]), age)
}
for (name, age) in parsed {
    print(name, age)
}

// compactMap on optionals from dictionary lookups
let codes = ["us": "United States", "fr": "France"]
print(["fr", "de", "us"].compactMap { codes[$0] })

// Chaining: all pairs (cartesian product)
let pairs = ["a", "b"].flatMap { x in [1, 2, 3].map { y in "\(x)\(y)" } }
print(pairs)

// flatMap on characters of words
let letters = ["hi", "yo"].flatMap { $0 }
print(letters, String(letters))

// expect: [[1], [2, 2], [3, 3, 3], [4, 4, 4, 4]]
// expect: [1, 2, 2, 3, 3, 3, 4, 4, 4, 4]
// expect: [Optional(1), Optional(2), nil, nil, Optional(5)]
// expect: [1, 2, 5]
// expect: [1, 2, 3, 4, 5, 6] 6
// expect: ["ana", "bo", "cy", "di", "ed"]
// expect: ["Eng/ana", "Eng/bo", "Art/cy", "Art/di", "Art/ed"]
// expect: ana 31
// expect: di 45
// expect: ["France", "United States"]
// expect: ["a1", "a2", "a3", "b1", "b2", "b3"]
// expect: ["h", "i", "y", "o"] hiyo
