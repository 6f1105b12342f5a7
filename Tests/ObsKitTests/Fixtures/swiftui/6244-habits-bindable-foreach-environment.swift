// A habit tracker: an @Observable HabitStore in the App's @State, read with @Environment, turned into bindings with `@Bindable var store = store` and ForEach($store.habits) of Toggles; a summary view reads a computed count; a Reset button changes several habits in one action; expected output by the SwiftUI rules (rules §8 tracking through computed properties, §10 several changes in one action ⇒ one body; Apple: Bindable, ForEach init(_:content:) with a Binding collection)
import SwiftUI
import Observation

struct Habit: Identifiable {
    let id: Int
    var name: String
    var doneToday = false
}

@Observable
final class HabitStore {
    var habits = [
        Habit(id: 1, name: "Stretch"),
        Habit(id: 2, name: "Read"),
        Habit(id: 3, name: "Walk"),
    ]

    var completedCount: Int { habits.filter(\.doneToday).count }

    func resetDay() {
        for index in habits.indices {
            habits[index].doneToday = false
        }
    }
}

struct DailySummary: View {
    @Environment(HabitStore.self) private var store

    var body: some View {
        let _ = print("summary: \(store.completedCount) of \(store.habits.count) done")
        Text("\(store.completedCount) of \(store.habits.count) done today")
    }
}

struct HabitsView: View {
    @Environment(HabitStore.self) private var store

    var body: some View {
        @Bindable var store = store
        NavigationStack {
            VStack {
                DailySummary()
                List {
                    ForEach($store.habits) { $habit in
                        Toggle(habit.name, isOn: $habit.doneToday)
                    }
                }
                Button("Reset day") {
                    store.resetDay()
                }
            }
            .navigationTitle("Habits")
        }
    }
}

@main
struct HabitApp: App {
    @State private var store = HabitStore()

    var body: some Scene {
        WindowGroup {
            HabitsView()
                .environment(store)
        }
    }
}

:mount HabitApp()
:toggle "Stretch"
:toggle "Read"
:toggle "Stretch"
:tap "Reset day"

// expect: summary: 0 of 3 done
// expect: summary: 1 of 3 done
// expect: summary: 2 of 3 done
// expect: summary: 1 of 3 done
// expect: summary: 0 of 3 done
