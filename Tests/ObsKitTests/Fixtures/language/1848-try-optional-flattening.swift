// Compiler test style: try? flattening — since Swift 5, try? on an expression that is already optional yields a single level of optional
struct Oops: Error {}

func maybeInt(_ s: String) throws -> Int? {
    if s == "boom" { throw Oops() }
    return Int(s)
}

let a = try? maybeInt("42")
let b = try? maybeInt("nope")
let c = try? maybeInt("boom")
print(type(of: a))
print(a as Any, b as Any, c as Any)

// Distinguishing the two kinds of nil requires Result or do/catch
for input in ["7", "x", "boom"] {
    switch Result(catching: { try maybeInt(input) }) {
    case .success(.some(let v)): print("\(input): value \(v)")
    case .success(.none): print("\(input): parsed nothing")
    case .failure: print("\(input): threw")
    }
}

// try? with optional chaining flattens too
final class Loader {
    func load(_ name: String) throws -> [String]? {
        if name.isEmpty { throw Oops() }
        return name == "missing" ? nil : [name, name.uppercased()]
    }
}
let loader: Loader? = Loader()
let first = try? loader?.load("data")?.first
print(type(of: first), first as Any)
let none = try? loader?.load("missing")?.first
print(none as Any)
let failed = try? loader?.load("")?.first
print(failed as Any)

// if let / guard let with try?
func parseAll(_ inputs: [String]) -> [Int] {
    var out: [Int] = []
    for s in inputs {
        if let v = try? maybeInt(s) { out.append(v) }
    }
    return out
}
print(parseAll(["1", "two", "boom", "4"]))

// Double optionals from other sources are not flattened
let dict: [String: Int?] = ["present": 1, "explicitNil": nil]
let p = dict["present"]
let e = dict["explicitNil"]
let m = dict["missing"]
print(type(of: p))
print(p as Any, e as Any, m as Any)
print((try? maybeInt("5")) ?? -1)
print(((try? maybeInt("boom")) ?? nil) as Any)

// try! and try? on non-optional results
func always() throws -> String { "fine" }
let s1 = try? always()
let s2 = try! always()
print(s1 as Any, s2)

// expect: Optional<Int>
// expect: Optional(42) nil nil
// expect: 7: value 7
// expect: x: parsed nothing
// expect: boom: threw
// expect: Optional<String> Optional("data")
// expect: nil
// expect: nil
// expect: [1, 4]
// expect: Optional<Optional<Int>>
// expect: Optional(Optional(1)) Optional(nil) nil
// expect: 5
// expect: nil
// expect: Optional("fine") fine
