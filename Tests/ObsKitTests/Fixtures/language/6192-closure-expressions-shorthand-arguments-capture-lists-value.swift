// Language Reference style (expressions): closure expressions, shorthand arguments, capture lists by value, weak and unowned
var x = 10
var y = 10
let captured = { [x] in print("captured x", x, "live y", y) }
x = 20; y = 20
captured()

var counter = 0
let incs = (1...3).map { i in { [i] in counter += i } }
incs.forEach { $0() }
print(counter)

let sum: (Int, Int) -> Int = { $0 + $1 }
let explicit = { (a: Int, b: Int) -> Int in return a * b }
let implicitReturn = { (s: String) in s.count }
print(sum(2, 3), explicit(4, 5), implicitReturn("hello"))
print([3, 1, 2].sorted(by: >), [1, 2, 3].map { $0 * $0 })

class Owner {
    var name = "owner"
    lazy var describe: () -> String = { [unowned self] in "I am \(self.name)" }
    lazy var weakly: () -> String = { [weak self] in self?.name ?? "gone" }
    deinit { print("owner deinit") }
}
var o: Owner? = Owner()
print(o!.describe(), o!.weakly())
let w = o!.weakly
o = nil
print(w())

func makeCounter() -> () -> Int {
    var n = 0
    return { n += 1; return n }
}
let c1 = makeCounter(), c2 = makeCounter()
print(c1(), c1(), c1(), c2())
var value = 1
let expr = { [doubled = value * 2, value] in doubled + value }
value = 100
print(expr())
let noArgs: () -> String = { "no args" }
print(noArgs())
let ignored: (Int, Int) -> Int = { _, b in b }
print(ignored(1, 2))
let multi = { (n: Int) -> String in
    let t = n * 3
    return "t=\(t)"
}
print(multi(4))
print({ $0 + 1 }(41))

// expect: captured x 10 live y 20
// expect: 6
// expect: 5 20 5
// expect: [3, 2, 1] [1, 4, 9]
// expect: I am owner owner
// expect: owner deinit
// expect: gone
// expect: 1 2 3 1
// expect: 3
// expect: no args
// expect: 2
// expect: t=12
// expect: 42
