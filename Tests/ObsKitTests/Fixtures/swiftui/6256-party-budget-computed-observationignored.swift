// A party planner whose @Observable plan has a computed `remaining` built from two stored properties and an @ObservationIgnored note; a header and a counter read different things through @Environment; expected output by the SwiftUI rules (rules §8 a computed property's reads track its stored properties, per-property tracking; Apple: ObservationIgnored() "disables observation tracking of a property")
import SwiftUI
import Observation

struct Purchase: Identifiable {
    let id = UUID()
    let item: String
    let cost: Int
}

@Observable
final class PartyPlan {
    var budget = 200
    var purchases = [
        Purchase(item: "Cake", cost: 30),
        Purchase(item: "Balloons", cost: 20),
    ]
    @ObservationIgnored var note = ""

    var spent: Int { purchases.reduce(0) { $0 + $1.cost } }
    var remaining: Int { budget - spent }
}

struct BudgetHeader: View {
    @Environment(PartyPlan.self) private var plan

    var body: some View {
        let _ = print("header: $\(plan.remaining) left of $\(plan.budget)")
        Text("$\(plan.remaining) left")
    }
}

struct PurchaseCount: View {
    @Environment(PartyPlan.self) private var plan

    var body: some View {
        let _ = print("count: \(plan.purchases.count) purchases")
        Text("\(plan.purchases.count) purchases")
    }
}

struct PartyPlannerView: View {
    @State private var plan = PartyPlan()

    var body: some View {
        VStack {
            BudgetHeader()
            PurchaseCount()
            Button("Raise budget") { plan.budget += 50 }
            Button("Buy snacks") { plan.purchases.append(Purchase(item: "Snacks", cost: 25)) }
            Button("Add note") { plan.note = "call caterer" }
            Button("Show note") { print("note: \(plan.note)") }
        }
        .environment(plan)
    }
}

:mount PartyPlannerView()
:tap "Raise budget"
:tap "Buy snacks"
:tap "Add note"
:tap "Show note"

// expect: header: $150 left of $200
// expect: count: 2 purchases
// expect: header: $200 left of $250
// expect: header: $175 left of $250
// expect: count: 3 purchases
// expect: note: call caterer
