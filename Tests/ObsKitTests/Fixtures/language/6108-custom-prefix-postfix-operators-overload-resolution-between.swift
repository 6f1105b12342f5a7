// Compiler test style (prefix, postfix and generic operator overloads): custom prefix and postfix operators, overload resolution between generic and concrete operators
// known-gap: needs the compiler check (the operator or overload it chose); unchecked: line 8: expected "generic Int generic Array<Int>", got "int 3 array of 1"
prefix operator √
prefix func √ (x: Double) -> Double { x.squareRoot() }
postfix operator %
postfix func % (x: Double) -> Double { x / 100 }
postfix operator ++
postfix func ++ (x: inout Int) -> Int { defer { x += 1 }; return x }
prefix operator ++
prefix func ++ (x: inout Int) -> Int { x += 1; return x }

print(√16.0, 50.0%, √(25.0) + 10.0%)
var i = 5
let a = i++
let b = ++i
print(a, b, i)

prefix operator ~~
prefix func ~~ <T>(x: T) -> String { "generic \(type(of: x))" }
prefix func ~~ (x: Int) -> String { "int \(x)" }
prefix func ~~ <T: Numeric>(x: T) -> String { "numeric \(x)" }
prefix func ~~ <T>(x: [T]) -> String { "array of \(x.count)" }
print(~~3)
print(~~2.5)
print(~~"s")
print(~~[1, 2])
print(~~Optional(1))

func describe<T>(_ x: T) -> String { ~~x }
print(describe(3), describe([1]))

infix operator <=> : ComparisonPrecedence
func <=> <T: Comparable>(a: T, b: T) -> Int { a < b ? -1 : (a == b ? 0 : 1) }
func <=> (a: String, b: String) -> Int { (a.count <=> b.count) * 10 }
print(1 <=> 2, 3 <=> 3, "bb" <=> "a", 2.5 <=> 1.5)

struct Money: CustomStringConvertible {
    var cents: Int
    var description: String { "$\(cents / 100).\(cents % 100 < 10 ? "0" : "")\(cents % 100)" }
    static prefix func - (m: Money) -> Money { Money(cents: -m.cents) }
    static func + (a: Money, b: Money) -> Money { Money(cents: a.cents + b.cents) }
    static func * (a: Money, k: Int) -> Money { Money(cents: a.cents * k) }
    static func == (a: Money, b: Money) -> Bool { a.cents == b.cents }
}
let price = Money(cents: 1205)
print(price, price * 3, price + Money(cents: 5), (-price).cents, price == Money(cents: 1205))
prefix operator !!
prefix func !! (b: Bool) -> String { b ? "yes" : "no" }
print(!!true, !!(!true), !!(1 > 2))

// expect: 4.0 0.5 5.1
// expect: 5 7 7
// expect: int 3
// expect: numeric 2.5
// expect: generic String
// expect: array of 2
// expect: generic Optional<Int>
// expect: generic Int generic Array<Int>
// expect: -1 0 10 1
// expect: $12.05 $36.15 $12.10 -1205 true
// expect: yes no no
