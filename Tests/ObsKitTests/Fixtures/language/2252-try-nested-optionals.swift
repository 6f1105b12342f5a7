// Compiler test style: try? flattening of nested optionals, try! success, and optional chaining with throwing calls
// known-gap: line 3: expected "Optional(nil) nil Optional<Optional<Int>>", got "Optional(nil) nil Optional<Optional<Any>>"
enum LookupError: Error { case missing }

struct Directory {
    var entries: [String: Int?] = ["a": 1, "b": nil]
    func find(_ key: String) throws -> Int? {
        guard let v = entries[key] else { throw LookupError.missing }
        return v
    }
    func findDouble(_ key: String) throws -> Int?? {
        if key == "zz" { return .some(nil) }
        return try find(key)
    }
}

let dir = Directory()
let r1 = try? dir.find("a")
let r2 = try? dir.find("b")
let r3 = try? dir.find("c")
print(r1 as Any, r2 as Any, r3 as Any)
print(type(of: r1))

let r4 = try? dir.findDouble("zz")
let r5 = try? dir.findDouble("c")
print(r4 as Any, r5 as Any, type(of: r4))

let forced = try! dir.find("a")
print(forced as Any, forced! + 1)

if let outer = try? dir.find("b") {
    print("found key b, value is nil: \(outer == nil)")
} else {
    print("b threw")
}
if case .some(.some(let v)) = try? dir.find("a") { print("nested match \(v)") }
if case .some(.none) = try? dir.find("b") { print("present but nil") }

let optionalDir: Directory? = dir
let chained = try? optionalDir?.find("a")
print(chained as Any, type(of: chained))

let values = ["a", "b", "c"].map { try? dir.find($0) }
print(values)
print(values.compactMap { $0 }, values.compactMap { $0 ?? nil })
let dict: [String: Int?] = ["x": nil]
print(dict["x"] as Any, dict["y"] as Any, (dict["x"] ?? 5) as Any)
// expect: Optional(1) nil nil
// expect: Optional<Int>
// expect: Optional(nil) nil Optional<Optional<Int>>
// expect: Optional(1) 2
// expect: b threw
// expect: nested match 1
// expect: present but nil
// expect: Optional(1) Optional<Int>
// expect: [Optional(1), nil, nil]
// expect: [1] [1]
// expect: Optional(nil) nil nil
