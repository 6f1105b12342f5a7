// App-organization style: the App's @StateObject store reaches a sheet presented from the root through .environmentObject (a sheet inherits its presenter's environment); a change made in the sheet re-runs the root, which declares the store, and the sheet
import SwiftUI

final class TaskStore: ObservableObject {
    @Published var tasks: [String] = ["Water plants"]
    init() { print("TaskStore init") }
}

struct AddTaskSheet: View {
    @EnvironmentObject private var store: TaskStore
    @Environment(\.dismiss) private var dismiss

    var body: some View {
        let _ = print("AddTaskSheet body: \(store.tasks.count)")
        VStack {
            Button("Add Laundry") { store.tasks.append("Laundry") }
            Button("Close") { dismiss() }
        }
    }
}

struct TasksRoot: View {
    @EnvironmentObject private var store: TaskStore
    @State private var showingAdd = false

    var body: some View {
        let _ = print("TasksRoot body: \(store.tasks.count)")
        VStack {
            ForEach(store.tasks, id: \.self) { task in
                Text(task)
            }
            Button("New Task") { showingAdd = true }
        }
        .sheet(isPresented: $showingAdd) {
            AddTaskSheet()
        }
    }
}

@main
struct TasksApp: App {
    @StateObject private var store = TaskStore()

    var body: some Scene {
        WindowGroup {
            TasksRoot()
                .environmentObject(store)
        }
    }
}

:mount TasksApp()
// expect: TaskStore init
// expect: TasksRoot body: 1
:tap "New Task"
// expect: AddTaskSheet body: 1
:tap "Add Laundry"
// expect: TasksRoot body: 2
// expect: AddTaskSheet body: 2
:tap "Close"
