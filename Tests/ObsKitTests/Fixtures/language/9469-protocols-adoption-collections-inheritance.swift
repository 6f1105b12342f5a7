// Protocols: conformance via extension, conditional conformance, collections of protocol types, inheritance, class-only (expected output from swiftc 6.3.1 on Linux)
protocol InventoryListable {
    var shortLabel: String { get }
}
struct Potion {
    let color: String
    let strength: Int
}
extension Potion: InventoryListable {
    var shortLabel: String { "a \(color) potion (+\(strength))" }
}
extension Int: InventoryListable {
    var shortLabel: String { "the number \(self)" }
}
extension Array: InventoryListable where Element: InventoryListable {
    var shortLabel: String { "[" + map(\.shortLabel).joined(separator: "; ") + "]" }
}
struct Scroll { let spell: String; var shortLabel: String { "scroll of \(spell)" } }
extension Scroll: InventoryListable {}

let satchel: [any InventoryListable] = [Potion(color: "red", strength: 5), 17, Scroll(spell: "light"), [Potion(color: "blue", strength: 2)]]
for item in satchel { print(item.shortLabel) }
print([3, 4].shortLabel)

protocol InventoryDisplayable: InventoryListable {
    var detailLabel: String { get }
}
extension Potion: InventoryDisplayable {
    var detailLabel: String {
        shortLabel + ":\n" + String(repeating: "▲", count: strength)
    }
}
print(Potion(color: "green", strength: 3).detailLabel)

protocol Resettable: AnyObject {
    func reset()
}
final class Stopwatch: Resettable {
    var seconds = 0
    func reset() { seconds = 0 }
}
final class Scoreline: Resettable {
    var home = 0, away = 0
    func reset() { (home, away) = (0, 0) }
}
let watch = Stopwatch(); watch.seconds = 93
let line = Scoreline(); line.home = 2; line.away = 1
let resettables: [any Resettable] = [watch, line]
resettables.forEach { $0.reset() }
print("after reset:", watch.seconds, line.home, line.away)
print(resettables.contains { $0 === watch })

struct Coin: Equatable, Hashable, Comparable {
    let cents: Int
    static func < (a: Coin, b: Coin) -> Bool { a.cents < b.cents }
}
let coins = [Coin(cents: 25), Coin(cents: 1), Coin(cents: 10), Coin(cents: 25)]
print(coins.sorted().map(\.cents), Set(coins).count, coins.max()!.cents)
print(Coin(cents: 5) == Coin(cents: 5), Coin(cents: 5) >= Coin(cents: 10))

enum Level: Int, Comparable, CaseIterable {
    case low = 1, mid, high
    static func < (a: Level, b: Level) -> Bool { a.rawValue < b.rawValue }
}
print(Level.allCases.filter { $0 > .low }, Level.mid...Level.high ~= .high)
for item in satchel {
    if let detailed = item as? any InventoryDisplayable {
        print("detail label available for:", detailed.shortLabel)
    }
}
print(satchel.filter { $0 is Potion }.count)

// expect: a red potion (+5)
// expect: the number 17
// expect: scroll of light
// expect: [a blue potion (+2)]
// expect: [the number 3; the number 4]
// expect: a green potion (+3):
// expect: ▲▲▲
// expect: after reset: 0 0 0
// expect: true
// expect: [1, 10, 25, 25] 3 25
// expect: true false
// expect: [main.Level.mid, main.Level.high] true
// expect: detail label available for: a red potion (+5)
// expect: 1
