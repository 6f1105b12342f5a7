// Follows Apple's `LabeledContent` page (https://developer.apple.com/documentation/swiftui/labeledcontent): "a
// container for attaching a label to a value-bearing view", made with a title and a value, a value and a format,
// or a view as content; in a Form it shows the label leading and the value trailing. Own code: a subscription
// summary whose Plan row is a button that cycles the plan.
// - LabeledContent only lays out: the rows show what the body computes from state it reads, so the body runs when
//   the plan changes (rules §3.5).
// - The Plan button's label is a LabeledContent; a tap on the row finds it by its title (rules §15.3, ObsREPL's
//   choice: a label showing a LabeledContent answers to its title). Its action: its line, then one body (rules
//   §0.3, §10.1).
// - SeatsRow gets only an Int: built at each body (its init prints, rules §2.6), its body runs only when the Int
//   differs (rules §2.1, §2.7). Add Seat changes it; the plan changes don't.
import SwiftUI

struct SubscriptionSummary: View {
    @State private var plan = "Basic"
    @State private var seats = 1
    private let plans = ["Basic", "Team", "Enterprise"]

    var body: some View {
        let _ = print("SubscriptionSummary body: \(plan)")
        Form {
            Button {
                let next = (plans.firstIndex(of: plan)! + 1) % plans.count
                plan = plans[next]
                print("plan -> \(plan)")
            } label: {
                LabeledContent("Plan", value: plan)
            }
            SeatsRow(seats: seats)
            LabeledContent("Billing") {
                Text(plan == "Basic" ? "Free" : "Monthly")
            }
            Button("Add Seat") { seats += 1 }
        }
    }
}

struct SeatsRow: View {
    let seats: Int

    init(seats: Int) {
        self.seats = seats
        print("SeatsRow init: \(seats)")
    }

    var body: some View {
        let _ = print("SeatsRow body: \(seats)")
        LabeledContent("Seats", value: seats, format: .number)
    }
}

:mount SubscriptionSummary()
// expect: SubscriptionSummary body: Basic
// expect: SeatsRow init: 1
// expect: SeatsRow body: 1
:tap "Plan"
// expect: plan -> Team
// expect: SubscriptionSummary body: Team
// expect: SeatsRow init: 1
:tap "Add Seat"
// expect: SubscriptionSummary body: Team
// expect: SeatsRow init: 2
// expect: SeatsRow body: 2
:tap "Plan"
// expect: plan -> Enterprise
// expect: SubscriptionSummary body: Enterprise
// expect: SeatsRow init: 2
