// Control Flow: switching over tuples of Any with as-patterns, is-checks, where clauses, and casting collections.
// expected output: swiftc 6.3.1 (Linux), run on this machine
func describePair(_ pair: (Any, Any)) -> String {
    switch pair {
    case (let a as Int, let b as Int) where a == b: return "same ints \(a)"
    case (let a as Int, let b as Int): return "ints summing to \(a + b)"
    case (let s as String, let n as Int): return "\(s) repeated: \(String(repeating: s, count: n))"
    case (let d as Double, is String): return "double \(d) with some text"
    case (_, let flag as Bool): return "anything with flag \(flag)"
    default: return "unknown pair"
    }
}
print(describePair((2, 2)))
print(describePair((2, 5)))
print(describePair(("ab", 3)))
print(describePair((1.5, "x")))
print(describePair(([1], true)))
print(describePair(("x", "y")))
var things: [Any] = [0, 0.0, 42, 3.14159, "hello", (3.0, 5.0), { (name: String) -> String in "Hi, \(name)" }]
for thing in things {
    switch thing {
    case 0 as Int: print("zero as an Int")
    case 0 as Double: print("zero as a Double")
    case let someInt as Int: print("an integer value of \(someInt)")
    case let someDouble as Double where someDouble > 0: print("a positive double value of \(someDouble)")
    case let someString as String: print("a string value of \"\(someString)\"")
    case let (x, y) as (Double, Double): print("an (x, y) point at \(x), \(y)")
    case let greet as (String) -> String: print(greet("Michael"))
    default: print("something else")
    }
}
things.removeAll()
let mixed: [Any] = [1, "two", 3, 4.0]
let ints = mixed.compactMap { $0 as? Int }
print(ints, mixed.filter { $0 is String }.count, (mixed[3] as? Int) as Any)
if let text = mixed[1] as? String, case let (n as Int) = mixed[2] { print(text, n) }

// expect: same ints 2
// expect: ints summing to 7
// expect: ab repeated: ababab
// expect: double 1.5 with some text
// expect: anything with flag true
// expect: unknown pair
// expect: zero as an Int
// expect: zero as a Double
// expect: an integer value of 42
// expect: a positive double value of 3.14159
// expect: a string value of "hello"
// expect: an (x, y) point at 3.0, 5.0
// expect: Hi, Michael
// expect: [1, 3] 1 nil
// expect: two 3
