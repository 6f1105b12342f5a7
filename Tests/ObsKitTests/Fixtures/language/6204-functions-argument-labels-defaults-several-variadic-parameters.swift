// Language Reference style (declarations): functions with argument labels, defaults, several variadic parameters, in-out, nesting, rethrows
func greet(_ name: String, from place: String = "home", times: Int = 1) -> String {
    Array(repeating: "hi \(name) from \(place)", count: times).joined(separator: "; ")
}
print(greet("ana"))
print(greet("bo", times: 2))
print(greet("cy", from: "work"))

func stats(_ ints: Int..., labels: String..., scale: Double = 1) -> String {
    "\(ints.reduce(0, +)) \(labels.joined(separator: "|")) \(scale)"
}
print(stats(1, 2, 3, labels: "a", "b"))
print(stats(labels: "only"))
print(stats(5, scale: 2))

func swapMinMax(_ a: inout Int, _ b: inout Int) { if a > b { (a, b) = (b, a) } }
var x = 9, y = 4
swapMinMax(&x, &y)
print(x, y)
func appendTwice(to arr: inout [String], _ s: String) { arr.append(s); arr.append(s) }
var list: [String] = []
appendTwice(to: &list, "z")
print(list)

func outer(_ n: Int) -> Int {
    func helper(_ k: Int) -> Int { k <= 0 ? 0 : k + helper(k - 1) }
    var acc = 0
    func add(_ v: Int) { acc += v }
    add(helper(n)); add(1)
    return acc
}
print(outer(4))

func applyTwice(_ v: Int, _ f: (Int) throws -> Int) rethrows -> Int { try f(try f(v)) }
print(applyTwice(3) { $0 * 3 })
struct TooBig: Error {}
print((try? applyTwice(5) { if $0 > 10 { throw TooBig() }; return $0 * 3 }) as Any)

func named(first a: Int, second b: Int) -> Int { a - b }
let ref = named(first:second:)
print(ref(10, 3))
func overloaded(_ x: Int) -> String { "int" }
func overloaded(_ x: String) -> String { "string" }
func overloaded(label x: Int) -> String { "labeled" }
print(overloaded(1), overloaded("s"), overloaded(label: 2))
func defaultExpr(_ a: Int, b: Int = 10, c: [Int] = [1, 2]) -> Int { a + b + c.count }
print(defaultExpr(1), defaultExpr(1, c: []))
func noReturn() { print("void function") }
let result: Void = noReturn()
print(result)
func multipleReturns(_ n: Int) -> (even: Bool, half: Int) { (n % 2 == 0, n / 2) }
print(multipleReturns(7))

// expect: hi ana from home
// expect: hi bo from home; hi bo from home
// expect: hi cy from work
// expect: 6 a|b 1.0
// expect: 0 only 1.0
// expect: 5  2.0
// expect: 4 9
// expect: ["z", "z"]
// expect: 11
// expect: 27
// expect: nil
// expect: 7
// expect: int string labeled
// expect: 13 11
// expect: void function
// expect: ()
// expect: (even: false, half: 3)
