// Stack Overflow question: "when a task moves to another section its row forgets it was expanded" — rows of different sections are different views
// What SwiftUI does: a row's identity is its place: the outer ForEach's id (the section's key) and then the inner
// ForEach's id (rules §1.1, §1.2). Changing a task's `section` removes its id from one inner ForEach and adds it to
// another: the old node dies, with onDisappear, and a new node is made in the other section, with fresh @State and
// onAppear (rules §1.2, §1.4, §11.1). The same id in another ForEach is another row. The task left behind keeps its
// node and its state. The owner's body itself never reads `tasks`: only the outer ForEach's row builder does (the
// inner `tasks.filter`), but a State read while views update is the owner's, so the change runs the owner's body
// (rules §3.5, §2.6), as the first draft expected (the rules once charged the read to the row).
// Sources: rules §1.1, §1.2, §1.4, §11.1; https://developer.apple.com/documentation/swiftui/foreach
import SwiftUI

struct PlannerTask: Identifiable {
    let id: Int
    let title: String
    var section: String
}

struct TaskRow: View {
    let title: String
    @State private var isExpanded = false

    var body: some View {
        Button("\(isExpanded ? "▾" : "▸") \(title)") {
            isExpanded.toggle()
        }
        .onAppear { print("appear \(title)") }
        .onDisappear { print("disappear \(title)") }
    }
}

struct PlannerView: View {
    @State private var tasks = [
        PlannerTask(id: 1, title: "Taxes", section: "Later"),
        PlannerTask(id: 2, title: "Groceries", section: "Today"),
        PlannerTask(id: 3, title: "Dentist", section: "Later"),
    ]
    private let sections = ["Today", "Later"]

    var body: some View {
        let _ = print("PlannerView body")
        NavigationStack {
            List {
                ForEach(sections, id: \.self) { section in
                    Section(section) {
                        ForEach(tasks.filter { $0.section == section }) { task in
                            TaskRow(title: task.title)
                        }
                    }
                }
            }
            .toolbar {
                Button("Do Taxes Today") {
                    if let index = tasks.firstIndex(where: { $0.id == 1 }) {
                        tasks[index].section = "Today"
                    }
                }
            }
        }
    }
}

:mount PlannerView()
// expect: PlannerView body
// expect: appear Groceries
// expect: appear Taxes
// expect: appear Dentist
:tap "▸ Taxes"
:tap "▸ Dentist"
:tap "Do Taxes Today"
// expect: PlannerView body
// expect: disappear Taxes
// expect: appear Taxes
:tap "▸ Taxes"
:tap "▾ Dentist"
