// Swift book style: CaseIterable synthesized and hand-written (for an enum with associated values), allCases counts, Hashable enums as dictionary keys
enum Beverage: CaseIterable {
    case coffee, tea, juice
}

enum Coin: Int, CaseIterable {
    case penny = 1, nickel = 5, dime = 10, quarter = 25
}

enum Light: CaseIterable, Hashable {
    case off
    case on(bright: Bool)
    static var allCases: [Light] { [.off, .on(bright: false), .on(bright: true)] }
}

enum Compass: String, CaseIterable {
    case n, e, s, w
    var next: Compass {
        let all = Compass.allCases
        return all[(all.firstIndex(of: self)! + 1) % all.count]
    }
}

print("\(Beverage.allCases.count) beverages available")
for b in Beverage.allCases { print(b) }
print(Coin.allCases.map(\.rawValue).reduce(0, +))
print(Coin.allCases.filter { $0.rawValue >= 10 })
print(Light.allCases.count, Light.allCases)

var votes: [Beverage: Int] = [:]
for v in [Beverage.tea, .coffee, .tea, .juice, .tea] { votes[v, default: 0] += 1 }
for b in Beverage.allCases { print(b, votes[b] ?? 0) }

var heading = Compass.n
var path: [String] = []
for _ in 0..<6 { path.append(heading.rawValue); heading = heading.next }
print(path.joined(separator: "→"))

func change(_ cents: Int) -> [Coin: Int] {
    var left = cents
    var out: [Coin: Int] = [:]
    for c in Coin.allCases.reversed() {
        out[c] = left / c.rawValue
        left %= c.rawValue
    }
    return out
}
let c = change(93)
print(Coin.allCases.map { "\($0):\(c[$0]!)" })
func countCases<T: CaseIterable>(_: T.Type) -> Int { T.allCases.count }
print(countCases(Beverage.self), countCases(Coin.self), countCases(Light.self))
print(type(of: Beverage.allCases), Light.allCases.contains(.on(bright: true)))
// expect: 3 beverages available
// expect: coffee
// expect: tea
// expect: juice
// expect: 41
// expect: [main.Coin.dime, main.Coin.quarter]
// expect: 3 [main.Light.off, main.Light.on(bright: false), main.Light.on(bright: true)]
// expect: coffee 1
// expect: tea 3
// expect: juice 1
// expect: n→e→s→w→n→e
// expect: ["penny:3", "nickel:1", "dime:1", "quarter:3"]
// expect: 3 4 3
// expect: Array<Beverage> true
