// Functions: function types as values, parameters and return types; nested functions
// expected output: swiftc 6.3.1 (Linux), run on this machine
func add(_ a: Int, _ b: Int) -> Int { a + b }
func multiply(_ a: Int, _ b: Int) -> Int { a * b }

var op: (Int, Int) -> Int = add
print("add: \(op(2, 3))")
op = multiply
print("multiply: \(op(2, 3))")

func showTotal(_ combine: (Int, Int) -> Int, _ a: Int, _ b: Int) {
    print("Total: \(combine(a, b))")
}
showTotal(add, 12, 30)

// An elevator returning to the lobby (floor 0) from wherever it is.
func liftStep(towardLobbyFrom floor: Int) -> (Int) -> Int {
    func oneUp(_ f: Int) -> Int { f + 1 }
    func oneDown(_ f: Int) -> Int { f - 1 }
    return floor < 0 ? oneUp : oneDown
}
var floor = 4
let step = liftStep(towardLobbyFrom: floor)
while floor != 0 {
    print("floor \(floor)... ", terminator: "")
    floor = step(floor)
}
print("lobby!")

let table: [String: (Int, Int) -> Int] = ["+": add, "*": multiply, "-": { $0 - $1 }]
for sym in table.keys.sorted() {
    print("10 \(sym) 4 = \(table[sym]!(10, 4))")
}

func compose<A, B, C>(_ f: @escaping (A) -> B, _ g: @escaping (B) -> C) -> (A) -> C {
    { g(f($0)) }
}
let double = { (x: Int) in x * 2 }
let describe = { (x: Int) in "<\(x)>" }
print(compose(double, describe)(21))

func fib(_ n: Int) -> Int {
    func go(_ a: Int, _ b: Int, _ k: Int) -> Int { k == 0 ? a : go(b, a + b, k - 1) }
    return go(0, 1, n)
}
print((0...10).map(fib))
func noop() {}
let f: () -> Void = noop
f()
print(type(of: f) == (() -> Void).self)
// expect: add: 5
// expect: multiply: 6
// expect: Total: 42
// expect: floor 4... floor 3... floor 2... floor 1... lobby!
// expect: 10 * 4 = 40
// expect: 10 + 4 = 14
// expect: 10 - 4 = 6
// expect: <42>
// expect: [0, 1, 1, 2, 3, 5, 8, 13, 21, 34, 55]
// expect: true
