// Default arguments are evaluated at each call, after the explicit arguments, and may read globals, other calls and #function (expected output from swiftc 6.3.1 on Linux)
var ticket = 0
func nextTicket() -> Int { ticket += 1; print("  issuing ticket \(ticket)"); return ticket }

func enqueue(_ name: String, number: Int = nextTicket(), priority: Int = 0) -> String {
    "\(name)#\(number)p\(priority)"
}
print(enqueue("a"))
print(enqueue("b", number: 99))
print(enqueue("c", priority: 2))
print(enqueue("d"))

var defaultList: [Int] { print("  building default list"); return [] }
func appendOne(to list: [Int] = defaultList) -> [Int] { var l = list; l.append(l.count + 1); return l }
print(appendOne(), appendOne(), appendOne(to: [7]))

func who(caller: String = #function) -> String { caller }
func outerFunc() -> String { who() }
struct Greeter {
    func greet() -> String { who() }
    var computed: String { who() }
}
print(outerFunc(), Greeter().greet(), Greeter().computed)

func trace(_ label: String) -> Int { print("  eval \(label)"); return label.count }
func threeArgs(_ a: Int = trace("default-a"), b: Int, c: Int = trace("default-c")) -> Int { a * 100 + b * 10 + c }
print(threeArgs(b: trace("b")))
print(threeArgs(trace("a!"), b: trace("bb"), c: trace("ccc")))

struct Config {
    var retries: Int
    var name: String
    init(retries: Int = Config.defaultRetries, name: String = "cfg\(Config.made)") {
        Config.made += 1
        self.retries = retries
        self.name = name
    }
    static var defaultRetries = 3
    static var made = 0
}
let c1 = Config()
Config.defaultRetries = 5
let c2 = Config()
let c3 = Config(retries: 1)
print(c1.retries, c1.name, c2.retries, c2.name, c3.retries, c3.name)

class Shape {
    func draw(color: String = "black") -> String { "shape in \(color)" }
}
class Square: Shape {
    override func draw(color: String = "red") -> String { "square in \(color)" }
}
let sq = Square()
let asShape: Shape = sq
print(sq.draw(), asShape.draw())

func makeClosure(offset: Int = nextTicket()) -> (Int) -> Int { { $0 + offset } }
let f = makeClosure()
print(f(10), f(20), ticket)

// expect:   issuing ticket 1
// expect: a#1p0
// expect: b#99p0
// expect:   issuing ticket 2
// expect: c#2p2
// expect:   issuing ticket 3
// expect: d#3p0
// expect:   building default list
// expect:   building default list
// expect: [1] [1] [7, 2]
// expect: outerFunc() greet() computed
// expect:   eval b
// expect:   eval default-a
// expect:   eval default-c
// expect: 919
// expect:   eval a!
// expect:   eval bb
// expect:   eval ccc
// expect: 223
// expect: 3 cfg0 5 cfg1 1 cfg2
// expect: square in red square in black
// expect:   issuing ticket 4
// expect: 14 24 4
