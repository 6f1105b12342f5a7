// SwiftUI Lab style: rows of `@Observable` objects, each row making a local `@Bindable` for its Toggle
// What SwiftUI does: `@Bindable` may be a local in a closure (rules §8.5, Apple `bindable`). Making `$habit.doneToday`
// in a ForEach row reads `doneToday` in that row's scope, not the list's (rules §3.5, §8.4), so a flip rebuilds the
// row and `HabitChecklist`'s body, which read only `habits`, does not run (rules §8.3). `DoneCounter` read every
// habit's `doneToday`, so it runs again (rules §8.3).
// Sources: rules §3.5, §8.3, §8.4, §8.5; https://developer.apple.com/documentation/swiftui/bindable
import SwiftUI
import Observation

@Observable
final class Habit: Identifiable {
    let id: Int
    var name: String
    var doneToday = false

    init(id: Int, name: String) {
        self.id = id
        self.name = name
    }
}

@Observable
final class HabitStore {
    var habits = [Habit(id: 1, name: "Stretch"), Habit(id: 2, name: "Read"), Habit(id: 3, name: "Journal")]
}

struct DoneCounter: View {
    let store: HabitStore

    var body: some View {
        let done = store.habits.filter(\.doneToday).count
        let _ = print("DoneCounter body: \(done) done")
        Text("\(done) done")
    }
}

struct HabitChecklist: View {
    let store: HabitStore

    var body: some View {
        let _ = print("HabitChecklist body")
        VStack {
            List {
                ForEach(store.habits) { item in
                    @Bindable var habit = item
                    Toggle(habit.name, isOn: $habit.doneToday)
                }
            }
            DoneCounter(store: store)
        }
    }
}

struct HabitsRoot: View {
    @State private var store = HabitStore()

    var body: some View {
        HabitChecklist(store: store)
    }
}

:mount HabitsRoot()
// expect: HabitChecklist body
// expect: DoneCounter body: 0 done
:toggle "Stretch"
// expect: DoneCounter body: 1 done
:toggle "Journal"
// expect: DoneCounter body: 2 done
:toggle "Stretch"
// expect: DoneCounter body: 1 done
