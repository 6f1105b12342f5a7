// Swift book style: Protocols: protocol extensions with default implementations and constrained extensions
protocol Generator {
    mutating func next() -> Int
}

extension Generator {
    mutating func nextBool() -> Bool {
        return next() % 2 == 0
    }
    mutating func take(_ n: Int) -> [Int] {
        var out: [Int] = []
        for _ in 0..<n { out.append(next()) }
        return out
    }
}

struct Counter: Generator {
    var value = 0
    mutating func next() -> Int {
        value += 3
        return value
    }
}

var counter = Counter()
print("take: \(counter.take(4))")
print("bool: \(counter.nextBool())")
print("bool: \(counter.nextBool())")

protocol Greeter {
    var name: String { get }
    func greet() -> String
}
extension Greeter {
    func greet() -> String { return "Hello, \(name)" }
    func farewell() -> String { return "Bye, \(name)" }
}
struct Plain: Greeter { let name: String }
struct Fancy: Greeter {
    let name: String
    func greet() -> String { return "Good evening, dear \(name)" }
}
let greeters: [Greeter] = [Plain(name: "Ann"), Fancy(name: "Bob")]
for g in greeters {
    print(g.greet() + " / " + g.farewell())
}

extension Collection where Element: Equatable {
    func allEqual() -> Bool {
        for element in self {
            if element != self.first {
                return false
            }
        }
        return true
    }
}
let equalNumbers = [100, 100, 100, 100, 100]
let differentNumbers = [100, 100, 200, 100, 200]
print(equalNumbers.allEqual())
print(differentNumbers.allEqual())
print("aaaa".allEqual())

extension Sequence where Element == Int {
    func total() -> Int { return reduce(0, +) }
}
print("total: \([1, 2, 3, 4].total())")
print("range total: \((1...10).total())")

protocol Shape { var area: Double { get } }
extension Shape {
    var describe: String { return "area \(area)" }
}
struct Square: Shape { var side: Double; var area: Double { side * side } }
print(Square(side: 2.5).describe)
// expect: take: [3, 6, 9, 12]
// expect: bool: false
// expect: bool: true
// expect: Hello, Ann / Bye, Ann
// expect: Good evening, dear Bob / Bye, Bob
// expect: true
// expect: false
// expect: true
// expect: total: 10
// expect: range total: 55
// expect: area 6.25
