// Sundell style (callAsFunction validators): validators as callable structs composed together
struct Validator<Value> {
    let name: String
    let check: (Value) -> Bool

    func callAsFunction(_ value: Value) -> Bool { check(value) }

    func and(_ other: Validator<Value>) -> Validator<Value> {
        Validator(name: "\(name)&\(other.name)") { self($0) && other($0) }
    }
}

let nonEmpty = Validator<String>(name: "nonEmpty") { !$0.isEmpty }
let short = Validator<String>(name: "short") { $0.count <= 8 }
let lowercase = Validator<String>(name: "lower") { $0 == $0.lowercased() }

let username = nonEmpty.and(short).and(lowercase)
print(username.name)
for candidate in ["alice", "", "VeryLongName", "Bob", "bob_99"] {
    print("\"\(candidate)\" -> \(username(candidate))")
}

let positive = Validator<Int>(name: "pos") { $0 > 0 }
print([3, -1, 0, 7].filter { positive($0) })
print(positive.callAsFunction(5))
let checks = [nonEmpty, short, lowercase]
print(checks.map { $0("Hello") })
// expect: nonEmpty&short&lower
// expect: "alice" -> true
// expect: "" -> false
// expect: "VeryLongName" -> false
// expect: "Bob" -> false
// expect: "bob_99" -> true
// expect: [3, 7]
// expect: true
// expect: [true, true, false]
