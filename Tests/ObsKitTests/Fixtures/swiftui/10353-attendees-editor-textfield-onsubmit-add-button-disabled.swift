// forms and editing style: an attendees editor: a TextField with .onSubmit and an Add button (disabled while empty) append to a @State array and keep a Bool @FocusState on the field; Remove buttons per row instead of onDelete (rules §15.10, §15.11, §1.2)
import SwiftUI

struct Attendee: Identifiable, Equatable {
    let id: Int
    var name: String
}

struct AttendeesEditor: View {
    @State private var attendees = [Attendee(id: 1, name: "Ana")]
    @State private var newName = ""
    @State private var nextID = 2
    @FocusState private var nameFocused: Bool

    var body: some View {
        let _ = print("AttendeesEditor body: \(attendees.map(\.name)) new='\(newName)'")
        Form {
            Section("Attendees") {
                ForEach(attendees) { attendee in
                    HStack {
                        Text(attendee.name)
                        Button("Remove \(attendee.name)") {
                            attendees.removeAll { $0.id == attendee.id }
                        }
                    }
                }
                HStack {
                    TextField("New attendee", text: $newName)
                        .focused($nameFocused)
                        .onSubmit(addAttendee)
                    Button("Add", action: addAttendee)
                        .disabled(newName.isEmpty)
                }
            }
        }
    }

    private func addAttendee() {
        let name = newName.trimmingCharacters(in: .whitespaces)
        guard !name.isEmpty else { return }
        attendees.append(Attendee(id: nextID, name: name))
        nextID += 1
        newName = ""
        nameFocused = true
    }
}

:mount AttendeesEditor()
// expect: AttendeesEditor body: ["Ana"] new=''
:type "Bo" into "New attendee"
// expect: AttendeesEditor body: ["Ana"] new='B'
// expect: AttendeesEditor body: ["Ana"] new='Bo'
:submit "New attendee"
// expect: AttendeesEditor body: ["Ana", "Bo"] new=''
:type "Cy" into "New attendee"
// expect: AttendeesEditor body: ["Ana", "Bo"] new='C'
// expect: AttendeesEditor body: ["Ana", "Bo"] new='Cy'
:tap "Add"
// expect: AttendeesEditor body: ["Ana", "Bo", "Cy"] new=''
:tap "Remove Ana"
// expect: AttendeesEditor body: ["Bo", "Cy"] new=''
:tap "Add"
// expect-error: button "Add" is disabled
