// SwiftUI from Apple's documentation: https://developer.apple.com/documentation/swiftui/picker (a picker whose selection is an optional person id, cleared by a button)
// Picker: the selection binding "provides the value to display as the current selection"; each option is tagged with
// a value of the selection's type. The selection is a `String?`, so the options are tagged `person.id as String?`, and
// nil (nobody chosen) matches no option. Choosing an option writes `.some(id)`; the "Unassign" button writes nil.
// onChange(of:) reports each change; choosing the option already selected changes nothing and prints nothing.
import SwiftUI

struct Person: Identifiable {
    let id: String
    let name: String
}

struct TaskAssignment: View {
    let people = [
        Person(id: "ama", name: "Ama"),
        Person(id: "bo", name: "Bo"),
        Person(id: "cleo", name: "Cleo"),
    ]
    @State private var assigneeID: String? = nil

    var body: some View {
        Form {
            Picker("Assignee", selection: $assigneeID) {
                ForEach(people) { person in
                    Text(person.name).tag(person.id as String?)
                }
            }
            Button("Unassign") { assigneeID = nil }
        }
        .onChange(of: assigneeID) { oldValue, newValue in
            print("assignee \(oldValue ?? "nobody") -> \(newValue ?? "nobody")")
        }
    }
}

:mount TaskAssignment()
:pick "Bo" in "Assignee"
// expect: assignee nobody -> bo
:pick "Cleo" in "Assignee"
// expect: assignee bo -> cleo
:pick "Cleo" in "Assignee"
:tap "Unassign"
// expect: assignee cleo -> nobody
:tap "Unassign"
