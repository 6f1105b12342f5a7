// Swift by Sundell style (enums): enums with associated values, computed properties and CaseIterable for a pricing engine
import Foundation
enum Plan: String, CaseIterable, Comparable {
    case free, pro, team, enterprise

    var monthlyCents: Int {
        switch self {
        case .free: return 0
        case .pro: return 900
        case .team: return 2900
        case .enterprise: return 9900
        }
    }

    static func < (a: Plan, b: Plan) -> Bool {
        allCases.firstIndex(of: a)! < allCases.firstIndex(of: b)!
    }
}

indirect enum Discount {
    case none
    case percent(Int)
    case flat(cents: Int)
    case bundle(Discount, Discount)

    func apply(to cents: Int) -> Int {
        switch self {
        case .none: return cents
        case .percent(let p): return cents - cents * p / 100
        case .flat(let off): return max(0, cents - off)
        case let .bundle(first, second): return second.apply(to: first.apply(to: cents))
        }
    }
}

indirect enum Rule {
    case always(Discount)
    case ifPlan(atLeast: Plan, then: Discount)
    case firstMatch([Rule])

    func discount(for plan: Plan) -> Discount? {
        switch self {
        case .always(let d): return d
        case let .ifPlan(minimum, d): return plan >= minimum ? d : nil
        case .firstMatch(let rules):
            for rule in rules { if let d = rule.discount(for: plan) { return d } }
            return nil
        }
    }
}

let promo = Rule.firstMatch([
    .ifPlan(atLeast: .enterprise, then: .bundle(.percent(20), .flat(cents: 500))),
    .ifPlan(atLeast: .team, then: .percent(10)),
    .always(.none),
])

func money(_ cents: Int) -> String { "$\(cents / 100).\(cents % 100 < 10 ? "0" : "")\(cents % 100)" }

for plan in Plan.allCases {
    let discount = promo.discount(for: plan) ?? .none
    let yearly = discount.apply(to: plan.monthlyCents) * 12
    print(plan.rawValue.padding(toLength: 11, withPad: " ", startingAt: 0), money(plan.monthlyCents), money(yearly))
}
print(Plan.allCases.filter { $0 > .pro }.map(\.rawValue))
print(Plan(rawValue: "team").map { "\($0) costs \(money($0.monthlyCents))" } ?? "none")
print(Plan.allCases.max()!, Plan.allCases.sorted(by: >).first == .enterprise)

// expect: free        $0.00 $0.00
// expect: pro         $9.00 $108.00
// expect: team        $29.00 $313.20
// expect: enterprise  $99.00 $890.40
// expect: ["team", "enterprise"]
// expect: team costs $29.00
// expect: enterprise true
