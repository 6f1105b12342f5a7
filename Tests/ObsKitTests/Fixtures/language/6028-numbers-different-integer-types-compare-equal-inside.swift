// Swift Forums style (AnyHashable): numbers of different integer types compare equal inside AnyHashable, but not Int vs String
// known-gap: line 9: expected "false", got "true"
let a = AnyHashable(1)
let b = AnyHashable(Int8(1))
let c = AnyHashable(UInt64(1))
let d = AnyHashable("1")
let e = AnyHashable(1.0)
print(a == b, a == c, a == d, a == e)
print(a.base, type(of: a.base), type(of: b.base))

var table: [AnyHashable: String] = [:]
table[1] = "int one"
table[Int16(1)] = "int16 one"
table["1"] = "string one"
table[true] = "bool"
print(table.count, table[1]!, table[UInt8(1)] ?? "none")
print(table.keys.map { "\($0)" }.sorted())

let set: Set<AnyHashable> = [1, Int32(1), "a", "a" as Substring, 2]
print(set.count)

struct ID: Hashable { let raw: Int }
let idKey = AnyHashable(ID(raw: 1))
print(idKey == AnyHashable(ID(raw: 1)), idKey == AnyHashable(1))
print(idKey.base as? ID as Any, idKey.base as? Int as Any)

let optKey = AnyHashable(Optional(1))
print(optKey == a, type(of: optKey.base))
print(AnyHashable(Optional<Int>.none) == AnyHashable(Optional<String>.none))

let asAny: Any = a
print(asAny as? AnyHashable == a, (asAny as? Int) as Any)
let heterogenous: [AnyHashable] = [3, "x", 3.5, 3]
print(heterogenous.filter { $0 == AnyHashable(3) }.count)
print(Dictionary(grouping: heterogenous, by: { "\(type(of: $0.base))" }).mapValues(\.count).sorted { $0.key < $1.key })

// expect: true true false true
// expect: 1 Int Int8
// expect: 3 int16 one int16 one
// expect: ["1", "1", "true"]
// expect: 4
// expect: true false
// expect: Optional(main.ID(raw: 1)) nil
// expect: true Int
// expect: false
// expect: true Optional(1)
// expect: 2
// expect: [(key: "Double", value: 1), (key: "Int", value: 2), (key: "String", value: 1)]
