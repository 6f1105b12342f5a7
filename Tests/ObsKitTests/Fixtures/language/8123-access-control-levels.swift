// Swift Evolution style: access control levels open, public, internal, fileprivate, private and public private(set) with @discardableResult
public struct Inventory {
    public private(set) var items: [String: Int] = [:]
    public var auditTrail: [String] = []
    internal var version = 0
    fileprivate var secretKey = "k-123"

    public init() {}

    public mutating func add(_ name: String, quantity: Int = 1) {
        items[name, default: 0] += quantity
        record("add \(name) x\(quantity)")
    }

    @discardableResult
    public mutating func remove(_ name: String) -> Bool {
        guard let current = items[name], current > 0 else {
            record("remove \(name) failed")
            return false
        }
        items[name] = current - 1 == 0 ? nil : current - 1
        record("remove \(name)")
        return true
    }

    private mutating func record(_ entry: String) {
        version += 1
        auditTrail.append("v\(version): \(entry)")
    }
}

func summarize(_ inventory: Inventory) -> String {
    inventory.items.keys.sorted().map { "\($0)=\(inventory.items[$0]!)" }.joined(separator: ", ")
}

fileprivate extension Inventory {
    var maskedKey: String { String(repeating: "*", count: secretKey.count) }
}

open class Base {
    public init() {}
    open func describe() -> String { "base" }
    public final func banner() -> String { "[\(describe())]" }
}

final class Derived: Base {
    override func describe() -> String { "derived" }
}

var inv = Inventory()
inv.add("bolt", quantity: 3)
inv.add("nut")
inv.remove("nut")
inv.remove("washer")
print(summarize(inv))
for line in inv.auditTrail { print(line) }
print("version \(inv.version), key \(inv.maskedKey)")
print(Base().banner(), Derived().banner())

// expect: bolt=3
// expect: v1: add bolt x3
// expect: v2: add nut x1
// expect: v3: remove nut
// expect: v4: remove washer failed
// expect: version 4, key *****
// expect: [base] [derived]
