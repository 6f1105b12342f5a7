// "App architecture for beginners" post: the `@main` App builds a store over a repository and puts it in the
// environment; the list screen passes each row a value and an `onToggle` closure, as many tutorials do
// What SwiftUI does: `:mount HabitsApp()` runs the App's init, whose `@State` initial value builds the store (rules
// §3.1, §15.16), and shows the `WindowGroup`'s content. The list reads `store.habits`, so a toggle re-runs it (rules
// §8.3). Each row gets a `Habit` value and a closure that captures `store` and `habit`: a closure that captures
// anything never equals the last one, so every row's body runs at every list render, not only the changed row
// (rules §2.4, rules T15). Rows have no dynamic properties, so they print `@self changed.` (rules §12.2).
// Sources: rules §2.4, §3.1, §8.3, §12.1, §12.2, §15.16, rules T15; Apple `App`, `View/environment(_:)`
// https://developer.apple.com/documentation/swiftui/app
import SwiftUI

struct Habit: Identifiable {
    let id: Int
    let name: String
    var isDone: Bool
}

@MainActor
protocol HabitRepository {
    func load() -> [Habit]
    func save(_ habits: [Habit])
}

@MainActor
final class InMemoryHabitRepository: HabitRepository {
    private var saved = [Habit(id: 1, name: "Read", isDone: false), Habit(id: 2, name: "Stretch", isDone: false)]

    init() {
        print("InMemoryHabitRepository init")
    }

    func load() -> [Habit] { saved }

    func save(_ habits: [Habit]) {
        saved = habits
        print("repository saved \(habits.filter(\.isDone).count) done")
    }
}

@MainActor
@Observable
final class HabitStore {
    private(set) var habits: [Habit]
    @ObservationIgnored private let repository: any HabitRepository

    init(repository: any HabitRepository) {
        self.repository = repository
        self.habits = repository.load()
        print("HabitStore init with \(habits.count) habits")
    }

    func toggle(_ id: Int) {
        guard let index = habits.firstIndex(where: { $0.id == id }) else { return }
        habits[index].isDone.toggle()
        repository.save(habits)
    }
}

struct HabitRow: View {
    let habit: Habit
    let onToggle: () -> Void

    var body: some View {
        let _ = Self._printChanges()
        let _ = print("HabitRow body: \(habit.name) \(habit.isDone ? "done" : "open")")
        HStack {
            Text(habit.name)
            Button(habit.isDone ? "Undo \(habit.name)" : "Do \(habit.name)", action: onToggle)
        }
    }
}

struct HabitListScreen: View {
    @Environment(HabitStore.self) private var store

    var body: some View {
        let _ = print("HabitListScreen body: \(store.habits.filter(\.isDone).count) of \(store.habits.count) done")
        List {
            ForEach(store.habits) { habit in
                HabitRow(habit: habit, onToggle: { store.toggle(habit.id) })
            }
        }
    }
}

@main
struct HabitsApp: App {
    @State private var store = HabitStore(repository: InMemoryHabitRepository())

    var body: some Scene {
        WindowGroup {
            HabitListScreen()
                .environment(store)
        }
    }
}

:mount HabitsApp()
// expect: InMemoryHabitRepository init
// expect: HabitStore init with 2 habits
// expect: HabitListScreen body: 0 of 2 done
// expect: HabitRow: @self changed.
// expect: HabitRow body: Read open
// expect: HabitRow: @self changed.
// expect: HabitRow body: Stretch open
:tap "Do Stretch"
// expect: repository saved 1 done
// expect: HabitListScreen body: 1 of 2 done
// expect: HabitRow: @self changed.
// expect: HabitRow body: Read open
// expect: HabitRow: @self changed.
// expect: HabitRow body: Stretch done
:tap "Undo Stretch"
// expect: repository saved 0 done
// expect: HabitListScreen body: 0 of 2 done
// expect: HabitRow: @self changed.
// expect: HabitRow body: Read open
// expect: HabitRow: @self changed.
// expect: HabitRow body: Stretch open
