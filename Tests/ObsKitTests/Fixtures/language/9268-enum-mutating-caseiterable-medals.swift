// Enums with mutating methods that reassign self, CaseIterable (allCases, order, index), state-machine style enums with associated values
// expected output: swiftc 6.3.1 (Linux), run on this machine
enum Light: CaseIterable {
    case red, yellow, green
    mutating func next() {
        switch self {
        case .red: self = .green
        case .green: self = .yellow
        case .yellow: self = .red
        }
    }
}
var light = Light.red
var seen: [Light] = []
for _ in 0..<5 { seen.append(light); light.next() }
print(seen)
print(Light.allCases, Light.allCases.count)

enum Direction: String, CaseIterable {
    case north, east, south, west
    mutating func turnRight() {
        let all = Direction.allCases
        self = all[(all.firstIndex(of: self)! + 1) % all.count]
    }
    var opposite: Direction {
        let all = Direction.allCases
        return all[(all.firstIndex(of: self)! + 2) % all.count]
    }
}
var heading = Direction.west
heading.turnRight()
print(heading, heading.rawValue, heading.opposite)
print(Direction.allCases.map(\.rawValue), Direction.allCases.map { $0.opposite.rawValue.first! })

enum Toggle: Equatable {
    case off
    case on(level: Int)
    mutating func bump() {
        switch self {
        case .off: self = .on(level: 1)
        case .on(let l) where l >= 3: self = .off
        case .on(let l): self = .on(level: l + 1)
        }
    }
}
var t = Toggle.off
var states: [String] = []
for _ in 0..<6 { t.bump(); states.append("\(t)") }
print(states)

enum Size: Int, CaseIterable, Comparable {
    case small = 1, medium = 5, large = 10
    static func < (a: Size, b: Size) -> Bool { a.rawValue < b.rawValue }
    mutating func grow() { if let bigger = Size.allCases.first(where: { $0 > self }) { self = bigger } }
}
var sz = Size.small
sz.grow(); print(sz)
sz.grow(); sz.grow(); print(sz)
print(Size.allCases.reduce(0) { $0 + $1.rawValue }, Size.allCases.max()!)

enum Vending {
    case idle, collecting(cents: Int), dispensing(item: String)
    mutating func insert(_ c: Int) {
        switch self {
        case .idle: self = .collecting(cents: c)
        case .collecting(let have) where have + c >= 100: self = .dispensing(item: "soda")
        case .collecting(let have): self = .collecting(cents: have + c)
        case .dispensing: break
        }
    }
    mutating func reset() { self = .idle }
}
var vm = Vending.idle
for coin in [25, 50, 10, 25, 5] { vm.insert(coin); print(coin, "->", vm) }
vm.reset()
print(vm)

enum Medal: CaseIterable { case gold, silver, bronze }
extension Medal { var index: Int { Medal.allCases.firstIndex(of: self)! } }
print(Medal.allCases.map { "\($0):\($0.index)" }, type(of: Medal.allCases))
// expect: [main.Light.red, main.Light.green, main.Light.yellow, main.Light.red, main.Light.green]
// expect: [main.Light.red, main.Light.yellow, main.Light.green] 3
// expect: north north south
// expect: ["north", "east", "south", "west"] ["s", "w", "n", "e"]
// expect: ["on(level: 1)", "on(level: 2)", "on(level: 3)", "off", "on(level: 1)", "on(level: 2)"]
// expect: medium
// expect: large
// expect: 16 large
// expect: 25 -> collecting(cents: 25)
// expect: 50 -> collecting(cents: 75)
// expect: 10 -> collecting(cents: 85)
// expect: 25 -> dispensing(item: "soda")
// expect: 5 -> dispensing(item: "soda")
// expect: idle
// expect: ["gold:0", "silver:1", "bronze:2"] Array<Medal>
