// Collection literals with nil elements for a type that adopts ExpressibleByNilLiteral and the array and dictionary literal protocols: each element is made by the type's own literal initializers, not an optional of the literal
// Expected output: swiftc 6.3.1 on this machine (tools/fixture-expect).
enum J: ExpressibleByNilLiteral, ExpressibleByStringLiteral, ExpressibleByArrayLiteral, ExpressibleByIntegerLiteral, ExpressibleByDictionaryLiteral {
    case null, string(String), int(Int), array([J]), object([String: J])
    init(nilLiteral: ()) { self = .null }
    init(stringLiteral value: String) { self = .string(value) }
    init(integerLiteral value: Int) { self = .int(value) }
    init(arrayLiteral elements: J...) { self = .array(elements) }
    init(dictionaryLiteral elements: (String, J)...) { self = .object(Dictionary(uniqueKeysWithValues: elements)) }
}
let j: J = ["x", nil, 3]
print(j)
let k: J = ["name": "Mara", "boss": nil]
if case .object(let o) = k { print(o.sorted { $0.key < $1.key }.map { "\($0.key)=\($0.value)" }) }
let arr: [J] = ["a", nil]
print(arr)
func f(_ j: J) { print(j) }
f(["q", nil])

// expect: array([main.J.string("x"), main.J.null, main.J.int(3)])
// expect: ["boss=null", "name=string(\"Mara\")"]
// expect: [main.J.string("a"), main.J.null]
// expect: array([main.J.string("q"), main.J.null])
