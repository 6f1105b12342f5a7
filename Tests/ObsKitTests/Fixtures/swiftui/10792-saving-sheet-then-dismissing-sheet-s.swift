// Tutorial style (saving from a sheet, then dismissing): the sheet's Save starts a Task that awaits the store and calls dismiss(); the list's body runs for the new habit, then the sheet goes away (rules §8.3, §8.7, §15.4, §15.12, §11.1)
import SwiftUI
import Observation

struct Habit: Identifiable {
    let id = UUID()
    var name: String
}

@MainActor
@Observable
final class HabitStore {
    var habits: [Habit] = []

    func add(_ name: String) async throws {
        print("uploading '\(name)'")
        try await Task.sleep(for: .seconds(1))
        habits.append(Habit(name: name))
        print("stored; \(habits.count) habits")
    }
}

struct NewHabitSheet: View {
    let store: HabitStore
    @Environment(\.dismiss) private var dismiss
    @State private var name = ""
    @State private var isSaving = false

    var body: some View {
        NavigationStack {
            Form {
                TextField("Habit name", text: $name)
                if isSaving {
                    ProgressView("Saving…")
                }
            }
            .navigationTitle("New Habit")
            .toolbar {
                ToolbarItem(placement: .confirmationAction) {
                    Button("Save") {
                        isSaving = true
                        Task {
                            do {
                                try await store.add(name)
                                dismiss()
                            } catch {
                                isSaving = false
                            }
                        }
                    }
                    .disabled(name.isEmpty || isSaving)
                }
            }
        }
        .onDisappear { print("sheet closed") }
    }
}

struct HabitsView: View {
    @State private var store = HabitStore()
    @State private var showingNew = false

    var body: some View {
        let _ = print("HabitsView body: \(store.habits.map(\.name))")
        NavigationStack {
            List(store.habits) { habit in
                Text(habit.name)
            }
            .navigationTitle("Habits")
            .toolbar {
                Button("New Habit") { showingNew = true }
            }
        }
        .sheet(isPresented: $showingNew) {
            NewHabitSheet(store: store)
        }
    }
}

:mount HabitsView()
// expect: HabitsView body: []
:tap "New Habit"
:type "Read" into "Habit name"
:tap "Save"
// expect: uploading 'Read'
:advance 1s
// expect: stored; 1 habits
// expect: HabitsView body: ["Read"]
// expect: sheet closed
