// Follows Apple's page "NavigationSplitView" (developer.apple.com/documentation/swiftui/navigationsplitview), its
// two-column example: a List(selection:) of employees in the sidebar and the selected one's details; here with
// onChange(of:) on the selection, on an iPhone.
// - On iPhone the split view collapses into a stack: the sidebar shows first, tapping a row sets the selection to
//   that row's id and shows the detail column (Apple's page; rules §15.7). Going back to the sidebar clears the
//   selection (rules §15.7: observed on iPhone, the project's recorded rule).
// - onChange(of:) with a two-parameter action runs after the value changed, with the old and the new value (Apple
//   `view/onchange(of:initial:_:)`); it does not run at mount (initial defaults to false). An action in the detail
//   that changes the model but not the selection doesn't trigger it.
// - Only the onChange and the action print: the order of onChange actions and bodies in one update is not
//   documented.
import SwiftUI

struct Employee: Identifiable {
    let id: Int
    let name: String
    var title: String
}

@Observable
final class Staff {
    var employees = [
        Employee(id: 1, name: "Ada", title: "Engineer"),
        Employee(id: 2, name: "Grace", title: "Engineer"),
        Employee(id: 3, name: "Alan", title: "Analyst"),
    ]

    func name(for id: Int?) -> String {
        guard let id, let employee = employees.first(where: { $0.id == id }) else { return "none" }
        return employee.name
    }
}

struct EmployeeDetail: View {
    var staff: Staff
    let id: Int

    var body: some View {
        if let index = staff.employees.firstIndex(where: { $0.id == id }) {
            VStack {
                Text(staff.employees[index].name)
                Text(staff.employees[index].title)
                Button("Promote") {
                    staff.employees[index].title = "Lead " + staff.employees[index].title
                    print("promoted \(staff.employees[index].name) to \(staff.employees[index].title)")
                }
            }
        }
    }
}

struct DirectoryView: View {
    @State private var staff = Staff()
    @State private var selectedID: Employee.ID?

    var body: some View {
        NavigationSplitView {
            List(staff.employees, selection: $selectedID) { employee in
                Text(employee.name)
            }
            .navigationTitle("Employees")
        } detail: {
            if let selectedID {
                EmployeeDetail(staff: staff, id: selectedID)
            } else {
                Text("Select an employee")
            }
        }
        .onChange(of: selectedID) { oldValue, newValue in
            print("selection \(staff.name(for: oldValue)) -> \(staff.name(for: newValue))")
        }
    }
}

:mount DirectoryView()
:tap "Grace"
// expect: selection none -> Grace
:tap "Promote"
// expect: promoted Grace to Lead Engineer
:back
// expect: selection Grace -> none
:tap "Alan"
// expect: selection none -> Alan
