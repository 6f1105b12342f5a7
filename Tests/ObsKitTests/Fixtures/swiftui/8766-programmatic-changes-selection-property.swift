// SwiftUI from Apple's documentation: https://developer.apple.com/documentation/swiftui/navigationsplitview (programmatic changes to the selection property affect both the list appearance and the presented detail view)
import SwiftUI

struct Employee: Identifiable, Hashable {
    let id: Int
    let name: String
}

struct EmployeeDetails: View {
    let employee: Employee

    var body: some View {
        Button("Call \(employee.name)") { print("calling \(employee.name) (#\(employee.id))") }
    }
}

struct StaffView: View {
    let staff = [Employee(id: 1, name: "Ana"), Employee(id: 2, name: "Ben"), Employee(id: 3, name: "Cy")]
    @State private var selectedID: Employee.ID?

    var body: some View {
        NavigationSplitView {
            VStack {
                Button("Show newest hire") { selectedID = 3 }
                List(staff, selection: $selectedID) { employee in
                    Text(employee.name)
                }
            }
        } detail: {
            if let employee = staff.first(where: { $0.id == selectedID }) {
                EmployeeDetails(employee: employee)
            } else {
                Text("No one selected")
            }
        }
    }
}

:mount StaffView()
:tap "Show newest hire"
:tap "Call Cy"
// expect: calling Cy (#3)
