// Compiler test style: type(of:) of functions and closures
// known-gap: line 15: expected "(Int) -> Bool", got "function"
func add(_ a: Int, _ b: Int) -> Int { a + b }
func greet(name: String) { print("hi \(name)") }
func maybe(_ x: Int) throws -> String? { nil }
func nothing() {}

print(type(of: add))
print(type(of: greet))
print(type(of: maybe))
print(type(of: nothing))
let c1: (Int) -> Int = { $0 * 2 }
print(type(of: c1))
let c2 = { (s: String, n: Int) -> [String] in Array(repeating: s, count: n) }
print(type(of: c2))
print(c2("x", 2))
let c3: ((Int) -> Int) -> Int = { f in f(3) }
print(type(of: c3))
print(c3(c1))
let tupled: ((Int, Int)) -> Int = { $0.0 + $0.1 }
print(type(of: tupled))
let inout1: (inout Int) -> Void = { $0 += 1 }
print(type(of: inout1))
let opt: ((Int) -> Void)? = nil
print(type(of: opt))
print(((Int) -> String).self)
print(((String, Int) -> Void).self)
let method = [1, 2].contains
print(type(of: method))
print(type(of: String.init(describing:) as (Int) -> String))
// expect: (Int, Int) -> Int
// expect: (String) -> ()
// expect: (Int) throws -> Optional<String>
// expect: () -> ()
// expect: (Int) -> Int
// expect: (String, Int) -> Array<String>
// expect: ["x", "x"]
// expect: ((Int) -> Int) -> Int
// expect: 6
// expect: ((Int, Int)) -> Int
// expect: (inout Int) -> ()
// expect: Optional<(Int) -> ()>
// expect: (Int) -> String
// expect: (String, Int) -> ()
// expect: (Int) -> Bool
// expect: (Int) -> String
