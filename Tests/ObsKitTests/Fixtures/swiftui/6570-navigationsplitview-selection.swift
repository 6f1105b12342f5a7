// Apple docs `NavigationSplitView` (a sidebar List with a selection, the detail built from it) on an iPhone, where it collapses into a stack.
// Apple's page: in a compact width the split view shows the sidebar first; selecting a row shows the detail
// column on top (rules §15.7). The detail builder runs in the parent's body with the current selection, so the
// parent, which reads the selection, runs first, then the detail appears. Going back to the sidebar clears the
// selection on iPhone (rules §15.7, ObsREPL's choice, observed on devices), so the parent runs again.
import SwiftUI

struct Employee: Identifiable, Hashable {
    let id: Int
    let name: String
}

struct EmployeeDetails: View {
    let employee: Employee?

    var body: some View {
        Group {
            if let employee {
                Text(employee.name)
            } else {
                Text("Select an employee")
            }
        }
        .onAppear { print("details appear: \(employee?.name ?? "none")") }
    }
}

struct Directory: View {
    let employees = [
        Employee(id: 1, name: "Ada"),
        Employee(id: 2, name: "Grace"),
        Employee(id: 3, name: "Linus")
    ]
    @State private var selectedId: Employee.ID?

    var body: some View {
        let _ = print("Directory body: \(selectedId.map { String($0) } ?? "nil")")
        NavigationSplitView {
            List(employees, selection: $selectedId) { employee in
                Text(employee.name)
            }
            .navigationTitle("Employees")
        } detail: {
            EmployeeDetails(employee: employees.first { $0.id == selectedId })
        }
    }
}

:mount Directory()
// expect: Directory body: nil
:tap "Grace"
// expect: Directory body: 2
// expect: details appear: Grace
:back
// expect: Directory body: nil
:tap "Linus"
// expect: Directory body: 3
// expect: details appear: Linus
