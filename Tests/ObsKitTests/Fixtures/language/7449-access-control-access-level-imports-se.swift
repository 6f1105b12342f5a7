// Swift Evolution style (access control and access-level imports): SE-0409 internal import with public, internal, fileprivate and private(set) members
internal import Swift
public struct Inventory {
    public private(set) var items: [String: Int] = [:]
    private var log: [String] = []
    public init() {}

    public mutating func add(_ name: String, count: Int = 1) {
        items[name, default: 0] += count
        record("add \(count) \(name)")
    }

    public mutating func remove(_ name: String) -> Bool {
        guard let n = items[name], n > 0 else {
            record("miss \(name)")
            return false
        }
        items[name] = n == 1 ? nil : n - 1
        record("remove \(name)")
        return true
    }

    private mutating func record(_ entry: String) {
        log.append(entry)
    }

    public var history: String { log.joined(separator: "; ") }
}

fileprivate func formatted(_ inv: Inventory) -> String {
    inv.items.sorted { $0.key < $1.key }.map { "\($0.key)x\($0.value)" }.joined(separator: ",")
}

public enum Level: Int, Comparable {
    case low = 1, mid, high
    public static func < (a: Level, b: Level) -> Bool { a.rawValue < b.rawValue }
}

protocol Rated {
    var level: Level { get }
}

extension Inventory: Rated {
    var level: Level {
        let total = items.values.reduce(0, +)
        return total > 5 ? .high : total > 2 ? .mid : .low
    }
}

var inv = Inventory()
inv.add("bolt", count: 3)
inv.add("nut")
print(formatted(inv), inv.level)
print(inv.remove("nut"), inv.remove("nut"), inv.remove("bolt"))
inv.add("gear", count: 4)
print(formatted(inv), inv.level, inv.level > .mid)
print(inv.history)
let levels: [any Rated] = [inv, Inventory()]
print(levels.map(\.level.rawValue))
// expect: boltx3,nutx1 mid
// expect: true false true
// expect: boltx2,gearx4 high true
// expect: add 3 bolt; add 1 nut; remove nut; miss nut; remove bolt; add 4 gear
// expect: [3, 1]
