// Swift Evolution style (SE-0380 if and switch expressions): pricing rules
enum Tier {
    case free
    case basic
    case pro(seats: Int)
}

struct Customer {
    let name: String
    let tier: Tier
    let yearsActive: Int
}

// A switch can now be the whole body of a function
func monthlyPrice(for tier: Tier) -> Int {
    switch tier {
    case .free: 0
    case .basic: 9
    case .pro(let seats): 20 + seats * 4
    }
}

let customers = [
    Customer(name: "Ada", tier: .free, yearsActive: 1),
    Customer(name: "Brian", tier: .basic, yearsActive: 3),
    Customer(name: "Chen", tier: .pro(seats: 5), yearsActive: 6),
    Customer(name: "Dana", tier: .pro(seats: 2), yearsActive: 0),
]

for c in customers {
    let base = monthlyPrice(for: c.tier)
    let discountPercent = if c.yearsActive >= 5 { 15 } else if c.yearsActive >= 2 { 5 } else { 0 }
    let final = base - base * discountPercent / 100
    let label: String = switch c.tier {
    case .free: "Free"
    case .basic: "Basic"
    case .pro(let seats) where seats > 3: "Pro (team)"
    case .pro: "Pro"
    }
    print("\(c.name): \(label) \(base) -> \(final) (\(discountPercent)% off)")
}

// Initializing a `let` without the "declare then assign in each branch" dance
let threshold = 10
let bucket = if threshold > 100 { "large" } else if threshold > 5 { "medium" } else { "small" }
print("bucket:", bucket)

// Branches may throw instead of producing a value
enum ParseError: Error { case empty }

func parseFlag(_ s: String) throws -> Bool {
    let normalized = s.lowercased()
    return switch normalized {
    case "yes", "true", "1": true
    case "no", "false", "0": false
    case "": throw ParseError.empty
    default: normalized.hasPrefix("y")
    }
}

for s in ["YES", "0", "yep", "nah", ""] {
    do {
        print("\(s.isEmpty ? "<empty>" : s) ->", try parseFlag(s))
    } catch {
        print("error:", error)
    }
}

// The contextual type flows into every branch
let ratio: Double = if customers.count > 2 { 1.5 } else { 1 }
print("ratio", ratio)

// Works nicely for computed properties too
extension Tier {
    var seatCount: Int {
        if case .pro(let seats) = self { seats } else { 1 }
    }
}
print(customers.map { $0.tier.seatCount })

// expect: Ada: Free 0 -> 0 (0% off)
// expect: Brian: Basic 9 -> 9 (5% off)
// expect: Chen: Pro (team) 40 -> 34 (15% off)
// expect: Dana: Pro 28 -> 28 (0% off)
// expect: bucket: medium
// expect: YES -> true
// expect: 0 -> false
// expect: yep -> true
// expect: nah -> false
// expect: error: empty
// expect: ratio 1.5
// expect: [1, 1, 5, 2]
