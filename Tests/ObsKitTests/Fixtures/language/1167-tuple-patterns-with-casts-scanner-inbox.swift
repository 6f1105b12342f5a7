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
var inbox: [Any] = [0, 0.0, 17, 2.75, "receipt", (52.5, 13.4), { (item: String) -> String in "Scanned \(item)" }]
for entry in inbox {
    switch entry {
    case 0 as Int: print("an empty Int count")
    case 0 as Double: print("a zero Double reading")
    case let count as Int: print("an Int count of \(count)")
    case let amount as Double where amount > 0: print("a Double amount of \(amount)")
    case let text as String: print("a String saying \"\(text)\"")
    case let (lat, lon) as (Double, Double): print("a coordinate pair \(lat), \(lon)")
    case let scan as (String) -> String: print(scan("barcode"))
    default: print("something unrecognised")
    }
}
inbox.removeAll()
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
// expect: an empty Int count
// expect: a zero Double reading
// expect: an Int count of 17
// expect: a Double amount of 2.75
// expect: a String saying "receipt"
// expect: a coordinate pair 52.5, 13.4
// expect: Scanned barcode
// expect: [1, 3] 1 nil
// expect: two 3
