// Compiler test style (nested patterns): enum payloads matched inside tuples and optionals, where clauses, value bindings at different depths and multi-pattern cases
enum Json {
    case null, bool(Bool), number(Double), string(String)
    indirect case array([Json])
    indirect case object([(String, Json)])
}

func render(_ j: Json) -> String {
    switch j {
    case .null: return "null"
    case .bool(true): return "yes"
    case .bool(false): return "no"
    case .number(let d) where d == d.rounded(): return String(Int(d))
    case .number(let d): return String(d)
    case .string(let s) where s.isEmpty: return "\"\""
    case .string(let s): return "\"\(s)\""
    case .array(let xs) where xs.isEmpty: return "[]"
    case .array(let xs): return "[" + xs.map(render).joined(separator: ",") + "]"
    case .object(let kvs): return "{" + kvs.map { "\($0.0):\(render($0.1))" }.joined(separator: ",") + "}"
    }
}
let doc = Json.object([("a", .number(1)), ("b", .array([.bool(true), .null, .number(2.5)])), ("c", .string(""))])
print(render(doc))

func classify(_ pair: (Json?, Int)) -> String {
    switch pair {
    case (nil, 0): return "nothing at zero"
    case (nil, let n): return "nothing at \(n)"
    case (.some(.number(let d)), let n) where d > Double(n): return "number above \(n)"
    case (.number, _): return "number"
    case (.some(.array(let xs)), _) where xs.count > 1: return "big array"
    case (.some(.object), 1), (.some(.bool(true)), _): return "object at 1 or true"
    case (.string(let s)?, let n) where s.count == n: return "string of length \(n)"
    case (let other?, _): return "other " + render(other)
    }
}
let samples: [(Json?, Int)] = [(nil, 0), (nil, 4), (.number(9), 3), (.number(1), 3), (.array([.null, .null]), 0),
    (.object([]), 1), (.string("abc"), 3), (.string("abc"), 1), (.bool(false), 0)]
for s in samples { print(classify(s)) }

let values: [Int?] = [1, nil, 3, nil, 5]
for case let v? in values where v > 1 { print("some", v) }
print(values.compactMap { $0 }.count, values.filter { if case .none = $0 { return true }; return false }.count)

let point = (x: 0, y: (3, -3))
switch point {
case (0, (let a, let b)) where a == -b: print("on axis, mirrored", a, b)
case (_, (0, _)): print("other")
default: print("default")
}
if case (let x, (_, let y)) = point, x < y + 10 { print("if-case tuple", x, y) }
guard case .object(let kvs) = doc, case .array(let inner)? = kvs.first(where: { $0.0 == "b" })?.1 else { fatalError() }
print("guard found", inner.count)
let word = "level"
switch (word.first, word.last, word.count) {
case let (f?, l?, n) where f == l && n % 2 == 1: print("odd palindrome-ish", f, n)
case (_, _, 0): print("empty")
default: print("no")
}

// expect: {a:1,b:[yes,null,2.5],c:""}
// expect: nothing at zero
// expect: nothing at 4
// expect: number above 3
// expect: number
// expect: big array
// expect: object at 1 or true
// expect: string of length 3
// expect: other "abc"
// expect: other no
// expect: some 3
// expect: some 5
// expect: 3 2
// expect: on axis, mirrored 3 -3
// expect: if-case tuple 0 -3
// expect: guard found 3
// expect: odd palindrome-ish l 5
