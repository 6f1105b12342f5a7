// Compiler test style (method references): Type.method function values, curried partial application, unapplied initializers and operators as functions
struct Counter {
    var value: Int
    func adding(_ n: Int) -> Counter { Counter(value: value + n) }
    func describe() -> String { "Counter(\(value))" }
    static func zero() -> Counter { Counter(value: 0) }
}
let adder = Counter.adding
let fromFive = adder(Counter(value: 5))
print(fromFive(3).describe(), fromFive(10).value)
let describers = [Counter(value: 1), Counter(value: 2)].map(Counter.describe)
print(describers.map { $0() })
print(Counter.zero().value, [1, 2, 3].map(Counter.init(value:)).map(\.value))

class Greeter {
    let greeting: String
    init(_ g: String) { greeting = g }
    func greet(_ name: String) -> String { "\(greeting), \(name)" }
    func shout(_ name: String, times: Int) -> String { String(repeating: greet(name).uppercased() + "! ", count: times) }
}
let g = Greeter("Hi")
let bound = g.greet
print(bound("Ann"))
let unbound: (Greeter) -> (String) -> String = Greeter.greet
print(unbound(Greeter("Yo"))("Bo"))
let shoutRef = Greeter.shout(_:times:)
print(shoutRef(g)("x", 2))
print(["a", "b"].map(Greeter("Hey").greet))

func curry<A, B, C>(_ f: @escaping (A, B) -> C) -> (A) -> (B) -> C { { a in { b in f(a, b) } } }
let plus = curry(+) as (Int) -> (Int) -> Int
print(plus(2)(3), [1, 2, 3].map(plus(10)))
let join = curry { (a: String, b: String) in a + "-" + b }
print(join("left")("right"))

let ops: [(String, (Int, Int) -> Int)] = [("+", +), ("-", -), ("*", *), ("max", max)]
for (name, op) in ops { print(name, op(7, 3)) }
let strInit: (Int) -> String = String.init
print([4, 5].map(strInit), [1.5, 2.5].map(Int.init))
let mutate: (inout [Int], Int) -> Void = { $0.append($1) }
var arr = [1]
mutate(&arr, 2)
print(arr, [3, 1, 2].sorted(by: >), ["b", "a"].sorted(by: <))

// expect: Counter(8) 15
// expect: ["Counter(1)", "Counter(2)"]
// expect: 0 [1, 2, 3]
// expect: Hi, Ann
// expect: Yo, Bo
// expect: HI, X! HI, X! 
// expect: ["Hey, a", "Hey, b"]
// expect: 5 [11, 12, 13]
// expect: left-right
// expect: + 10
// expect: - 4
// expect: * 21
// expect: max 7
// expect: ["4", "5"] [1, 2]
// expect: [1, 2] [3, 2, 1] ["a", "b"]
