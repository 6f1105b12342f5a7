// enum-methods-recursion
// expected output: swiftc 6.3.1 (Linux), run on this machine
enum TrafficLight: CaseIterable {
    case red, green, yellow
    var duration: Int {
        switch self {
        case .red: return 30
        case .green: return 25
        case .yellow: return 5
        }
    }
    mutating func advance() {
        let all = Self.allCases
        self = all[(all.firstIndex(of: self)! + 1) % all.count]
    }
    func canGo() -> Bool { self == .green }
}
var light = TrafficLight.red
var timeline: [String] = []
var clock = 0
for _ in 0..<5 {
    timeline.append("\(clock)s:\(light)")
    clock += light.duration
    light.advance()
}
print(timeline.joined(separator: " "), light.canGo())
enum Coin: Int, CaseIterable {
    case penny = 1, nickel = 5, dime = 10, quarter = 25
    static func ways(toMake amount: Int, using coins: [Coin] = Coin.allCases.reversed()) -> Int {
        if amount == 0 { return 1 }
        guard amount > 0, let first = coins.first else { return 0 }
        return ways(toMake: amount - first.rawValue, using: coins) + ways(toMake: amount, using: Array(coins.dropFirst()))
    }
    static func greedyChange(_ amount: Int) -> [Coin: Int] {
        var remaining = amount
        var result: [Coin: Int] = [:]
        for coin in allCases.sorted(by: { $0.rawValue > $1.rawValue }) where remaining >= coin.rawValue {
            result[coin] = remaining / coin.rawValue
            remaining %= coin.rawValue
        }
        return result
    }
}
print(Coin.ways(toMake: 10), Coin.ways(toMake: 100))
let change = Coin.greedyChange(68)
print(Coin.allCases.map { "\($0):\(change[$0] ?? 0)" }.joined(separator: " "))
indirect enum LinkedList<T>: CustomStringConvertible {
    case end
    case node(T, LinkedList<T>)
    init(_ items: [T]) {
        self = items.reversed().reduce(LinkedList.end) { .node($1, $0) }
    }
    var count: Int {
        if case let .node(_, next) = self { return 1 + next.count }
        return 0
    }
    func map<U>(_ f: (T) -> U) -> LinkedList<U> {
        switch self {
        case .end: return .end
        case let .node(v, next): return .node(f(v), next.map(f))
        }
    }
    var reversed: LinkedList<T> {
        func go(_ list: LinkedList<T>, _ acc: LinkedList<T>) -> LinkedList<T> {
            guard case let .node(v, next) = list else { return acc }
            return go(next, .node(v, acc))
        }
        return go(self, .end)
    }
    var description: String {
        guard case let .node(v, next) = self else { return "nil" }
        return "\(v) -> \(next)"
    }
}
let list = LinkedList([1, 2, 3, 4])
print(list, list.count)
print(list.map { $0 * $0 }.reversed)
print(LinkedList<String>([]), LinkedList(["solo"]).map { $0.uppercased() })
// expect: 0s:red 30s:green 55s:yellow 60s:red 90s:green false
// expect: 4 242
// expect: penny:3 nickel:1 dime:1 quarter:2
// expect: 1 -> 2 -> 3 -> 4 -> nil 4
// expect: 16 -> 9 -> 4 -> 1 -> nil
// expect: nil SOLO -> nil
