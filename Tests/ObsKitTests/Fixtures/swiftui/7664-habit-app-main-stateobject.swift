// Beginner tutorial style: the app entry point as Xcode's template writes it, owning a store with @StateObject and
// handing it to the content view with `.environmentObject`.
// What SwiftUI does: the App owns its @StateObject; the WindowGroup shows its content (rules §15.16, Apple `app`,
// `windowgroup`). The content view's @EnvironmentObject subscribes to the store, so each change re-runs it once (rules
// §14.1, §6.3, §10.1); the store's init runs once, before the first body (rules §4.2, §4.3).
import SwiftUI
import Combine

final class HabitStore: ObservableObject {
    @Published var habits: [String] = ["Meditate"]
    init() { print("HabitStore init") }
}

struct ContentView: View {
    @EnvironmentObject var store: HabitStore
    @State private var newHabit = ""

    var body: some View {
        let _ = print("content: \(store.habits)")
        NavigationStack {
            List {
                ForEach(store.habits, id: \.self) { Text($0) }
                HStack {
                    TextField("New habit", text: $newHabit)
                    Button("Add") {
                        store.habits.append(newHabit)
                        newHabit = ""
                    }
                }
            }
            .navigationTitle("Habits")
        }
    }
}

@main
struct HabitsApp: App {
    @StateObject private var store = HabitStore()

    var body: some Scene {
        WindowGroup {
            ContentView()
                .environmentObject(store)
        }
    }
}

:mount HabitsApp()
// expect: HabitStore init
// expect: content: ["Meditate"]
:type "Run" into "New habit"
:tap "Add"
// expect: content: ["Meditate", "Run"]
:type "Read" into "New habit"
:tap "Add"
// expect: content: ["Meditate", "Run", "Read"]
