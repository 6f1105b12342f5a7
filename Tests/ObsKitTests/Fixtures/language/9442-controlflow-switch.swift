// Switch: compound cases, intervals, tuples, value bindings, where clauses, fallthrough (expected output from swiftc 6.3.1 on Linux)
func keyKind(_ key: Character) -> String {
    switch key {
    case "w", "a", "s", "d": return "move"
    case "e": return "use"
    case "1"..."4": return "hotbar"
    case " ": return "jump"
    default: return key.isUppercase ? "sprint+\(key.lowercased())" : "unbound"
    }
}
print("wE3 q".map(keyKind))

func shoeSize(_ cm: Double) -> String {
    switch cm {
    case ..<22: return "kids"
    case 22..<25: return "small"
    case 25..<28: return "medium"
    default: return "large"
    }
}
for cm in [19.5, 24.0, 27.9, 31.0] { print(cm, shoeSize(cm)) }

func tileKind(_ tile: (col: Int, row: Int)) -> String {
    switch tile {
    case (0, 0): return "spawn"
    case (_, 9): return "bottom edge"
    case (9, _): return "right edge"
    case (4...5, 4...5): return "lake"
    default: return "grass"
    }
}
print([(0, 0), (3, 9), (9, 2), (5, 4), (1, 1)].map(tileKind))

func trade(_ offer: (give: String, get: Int)) -> String {
    switch offer {
    case ("wool", let n) where n >= 3: return "good wool deal for \(n)"
    case ("wool", let n): return "poor wool deal for \(n)"
    case (let item, 0): return "\(item) for nothing? no"
    case let (item, n) where item.count > 5: return "bulky \(item) for \(n)"
    case let (item, n): return "\(item) for \(n)"
    }
}
print(trade(("wool", 4)), trade(("wool", 1)), trade(("ore", 0)), trade(("timber", 2)), trade(("clay", 1)), separator: " | ")

func firstNonZero(_ pair: (Int, Int)) -> Int? {
    switch pair {
    case (let v, 0) where v != 0, (0, let v) where v != 0:
        return v
    default:
        return nil
    }
}
print(firstNonZero((-6, 0)) as Any, firstNonZero((0, 8)) as Any, firstNonZero((0, 0)) as Any)

func ticketPerks(_ tier: Int) -> [String] {
    var perks: [String] = []
    switch tier {
    case 3:
        perks.append("lounge")
        fallthrough
    case 2:
        perks.append("priority boarding")
        fallthrough
    case 1:
        perks.append("seat choice")
    default:
        perks.append("none")
    }
    return perks
}
for tier in [3, 1, 0] { print("tier \(tier):", ticketPerks(tier)) }

for signal in [-72, 0, 15] {
    switch signal {
    case ..<0: print(signal, "dBm received")
    case 0: print(signal, "no reading")
    default: print(signal, "invalid")
    }
}

// expect: ["move", "sprint+e", "hotbar", "jump", "unbound"]
// expect: 19.5 kids
// expect: 24.0 small
// expect: 27.9 medium
// expect: 31.0 large
// expect: ["spawn", "bottom edge", "right edge", "lake", "grass"]
// expect: good wool deal for 4 | poor wool deal for 1 | ore for nothing? no | bulky timber for 2 | clay for 1
// expect: Optional(-6) Optional(8) nil
// expect: tier 3: ["lounge", "priority boarding", "seat choice"]
// expect: tier 1: ["seat choice"]
// expect: tier 0: ["none"]
// expect: -72 dBm received
// expect: 0 no reading
// expect: 15 invalid
