// Compiler test style (stdlib): Optional map/flatMap/??/optional binding/== with nil/Optional description
let inputs: [String?] = ["42", "x", nil, "-7"]

for input in inputs {
    let parsed = input.flatMap { Int($0) }
    let doubled = parsed.map { $0 * 2 }
    print(input ?? "<nil>", parsed as Any, doubled ?? 0)
}

let nested: Int?? = .some(nil)
let flat: Int?? = .some(5)
print(nested as Any, flat as Any)
print(nested == nil, nested! == nil, flat!! + 1)

let fallbackChain: Int? = nil
let secondary: Int? = nil
print(fallbackChain ?? secondary ?? 99)

let name: String? = "Ingrid"
print(name.map { $0.count } as Any, name?.uppercased() as Any, name?.first as Any)
print(name.map { "Hello, \($0)" } ?? "nobody")

var cache: [String: Int]? = nil
print(cache?["a"] as Any, cache?.count ?? -1)
cache = ["a": 1]
cache?["b"] = 2
print(cache?.count as Any, cache?["b"] as Any)

let optionalArray: [Int]? = [3, 1, 2]
print(optionalArray?.sorted().first as Any, optionalArray?.isEmpty == false)

var counter: Int? = 10
counter? += 5
print(counter!)
counter = nil
counter? += 5
print(counter as Any)

let values: [Int?] = [1, nil, 3]
print(values.compactMap { $0 }, values.map { $0 ?? 0 })
print(Optional(3) == 3, Optional<Int>.none == nil, (nil as Int?) .map { $0 + 1 } as Any)
if case let number? = values[2] { print("matched", number) }
print(values.filter { $0 != nil }.count)

// expect: 42 Optional(42) 84
// expect: x nil 0
// expect: <nil> nil 0
// expect: -7 Optional(-7) -14
// expect: Optional(nil) Optional(Optional(5))
// expect: false true 6
// expect: 99
// expect: Optional(6) Optional("INGRID") Optional("I")
// expect: Hello, Ingrid
// expect: nil -1
// expect: Optional(2) Optional(2)
// expect: Optional(1) true
// expect: 15
// expect: nil
// expect: [1, 3] [1, 0, 3]
// expect: true true nil
// expect: matched 3
// expect: 2
