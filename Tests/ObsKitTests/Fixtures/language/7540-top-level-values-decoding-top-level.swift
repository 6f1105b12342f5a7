// Tutorial style (top-level values): decoding top-level arrays, dictionaries and bare fragments like strings and numbers
import Foundation

let decoder = JSONDecoder()
let encoder = JSONEncoder()
encoder.outputFormatting = .sortedKeys

let numbers = try decoder.decode([Int].self, from: Data("[3, 1, 4, 1, 5]".utf8))
print(numbers.sorted(), numbers.reduce(0, +))

let nested = try decoder.decode([[String]].self, from: Data(#"[["a"], [], ["b", "c"]]"#.utf8))
print(nested.flatMap { $0 }, nested.map(\.count))

let lookup = try decoder.decode([String: Double].self, from: Data(#"{"pi": 3.14159, "e": 2.71828}"#.utf8))
for (k, v) in lookup.sorted(by: { $0.key < $1.key }) { print(k, v) }

let word = try decoder.decode(String.self, from: Data(#""hello""#.utf8))
let number = try decoder.decode(Int.self, from: Data("  42 ".utf8))
let flag = try decoder.decode(Bool.self, from: Data("true".utf8))
let nothing = try decoder.decode(Int?.self, from: Data("null".utf8))
print(word, number, flag, nothing as Any)

print(String(decoding: try encoder.encode("quote\"d"), as: UTF8.self))
print(String(decoding: try encoder.encode(12.75), as: UTF8.self))
print(String(decoding: try encoder.encode([String: [Int]]()), as: UTF8.self))
print(String(decoding: try encoder.encode([Int?]([1, nil, 3])), as: UTF8.self))
print(String(decoding: try encoder.encode(Optional<String>.none), as: UTF8.self))

let optionals = try decoder.decode([String?].self, from: Data(#"["x", null, "z"]"#.utf8))
print(optionals.map { $0 ?? "_" }.joined())

let tuples = try decoder.decode([[Double]].self, from: Data("[[1.5, 2], [3, 4.25]]".utf8))
print(tuples.map { $0.reduce(0, +) })

do {
    _ = try decoder.decode([Int].self, from: Data(#"{"not": "an array"}"#.utf8))
} catch DecodingError.typeMismatch(let type, let ctx) {
    print("typeMismatch \(type): \(ctx.debugDescription)")
}
do {
    _ = try decoder.decode(UInt8.self, from: Data("300".utf8))
} catch DecodingError.dataCorrupted(let ctx) {
    print(ctx.debugDescription)
}

// expect: [1, 1, 3, 4, 5] 14
// expect: ["a", "b", "c"] [1, 0, 2]
// expect: e 2.71828
// expect: pi 3.14159
// expect: hello 42 true nil
// expect: "quote\"d"
// expect: 12.75
// expect: {}
// expect: [1,null,3]
// expect: null
// expect: x_z
// expect: [3.5, 7.25]
// expect: typeMismatch Array<Any>: Expected to decode Array<Any> but found a dictionary instead.
// expect: The given data was not valid JSON.
