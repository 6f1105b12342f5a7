// Hacking with Swift "100 Days of SwiftUI" challenge style (habit tracker): a NavigationStack list of @Observable habits; the pushed detail edits the count through @Bindable with a button and a Stepper.
// NavigationLink(_:destination:) builds the detail's struct in the row; its body waits for the push (rules §14.3).
// The detail's body reads `completions` (and making $habit.completions reads it too, rules §8.5), so each change
// re-runs it (rules §8.3). The list's body reads only the `habits` array: a count change doesn't run it; the row
// builder that reads the count is the row's own scope (rules §3.5, §8.4). A pop destroys the detail (rules §14.3);
// the object lives on in the store, so the row's title and the next push show the new count.
import SwiftUI

@Observable
final class Habit: Identifiable {
    let id: Int
    var title: String
    var completions = 0

    init(id: Int, title: String) {
        self.id = id
        self.title = title
    }
}

@Observable
final class HabitStore {
    var habits = [Habit(id: 1, title: "Read"), Habit(id: 2, title: "Run")]
}

struct HabitDetail: View {
    @Bindable var habit: Habit

    var body: some View {
        let _ = print("HabitDetail body, \(habit.title) \(habit.completions)")
        VStack {
            Text(habit.title)
            Stepper("Completed \(habit.completions) times", value: $habit.completions, in: 0...100)
            Button("Mark Done") { habit.completions += 1 }
        }
        .navigationTitle(habit.title)
    }
}

struct HabitList: View {
    @State private var store = HabitStore()

    var body: some View {
        let _ = print("HabitList body, \(store.habits.count) habits")
        NavigationStack {
            List(store.habits) { habit in
                NavigationLink("\(habit.title): \(habit.completions)") {
                    HabitDetail(habit: habit)
                }
            }
            .navigationTitle("Habits")
        }
    }
}

:mount HabitList()
// expect: HabitList body, 2 habits
:tap "Read: 0"
// expect: HabitDetail body, Read 0
:tap "Mark Done"
// expect: HabitDetail body, Read 1
:step "Completed 1 times" up
// expect: HabitDetail body, Read 2
:back
:tap "Run: 0"
// expect: HabitDetail body, Run 0
:back
:tap "Read: 2"
// expect: HabitDetail body, Read 2
