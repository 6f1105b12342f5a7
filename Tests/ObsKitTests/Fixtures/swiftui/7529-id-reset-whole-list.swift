// Hacking with Swift style: "Reset all" by giving the List a new `.id(...)`, which throws away every row's @State
// What SwiftUI does: when the value in `.id(x)` changes, everything below starts over: the old subtree's nodes
// die and new ones are made, their @State set up from the initial values (Apple `stateobject`, rules §1.3). The old
// rows disappear, then the new rows appear: in one update, all disappears come before any appear, each in tree
// order (rules §1.3, §11.1). Tapping a row changes only that row's @State: no body of the parent, no appear.
// Sources: rules §1.3, §11.1; https://developer.apple.com/documentation/swiftui/view/id(_:)
import SwiftUI

struct HabitRow: View {
    let habit: String
    @State private var streak = 0

    var body: some View {
        Button("\(habit): \(streak) days") {
            streak += 1
        }
        .onAppear { print("appear \(habit)") }
        .onDisappear { print("disappear \(habit)") }
    }
}

struct HabitsView: View {
    @State private var resetCount = 0
    private let habits = ["Run", "Read", "Stretch"]

    var body: some View {
        let _ = print("HabitsView body: resets \(resetCount)")
        VStack {
            List {
                ForEach(habits, id: \.self) { habit in
                    HabitRow(habit: habit)
                }
            }
            .id(resetCount)
            Button("Reset All") {
                resetCount += 1
            }
        }
    }
}

:mount HabitsView()
// expect: HabitsView body: resets 0
// expect: appear Run
// expect: appear Read
// expect: appear Stretch
:tap "Run: 0 days"
:tap "Run: 1 days"
:tap "Read: 0 days"
:tap "Reset All"
// expect: HabitsView body: resets 1
// expect: disappear Run
// expect: disappear Read
// expect: disappear Stretch
// expect: appear Run
// expect: appear Read
// expect: appear Stretch
:tap "Run: 0 days"
:tap "Read: 0 days"
