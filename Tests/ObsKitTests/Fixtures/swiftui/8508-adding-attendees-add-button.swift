// SwiftUI from Apple's documentation: Scrumdinger, "Creating the edit view" (adding attendees; the add button disabled while the field is empty)
// Source: developer.apple.com/tutorials/app-dev-training/creating-the-edit-view: an HStack with
// TextField("New Attendee", text: $newAttendeeName) and a button whose image has
// .accessibilityLabel("Add attendee"); the action appends the attendee and resets newAttendeeName to "";
// .disabled(newAttendeeName.isEmpty) "disables the button if newAttendeeName is empty"; ForEach ... .onDelete
// removes attendees. After an add the field is empty again, so the button is no longer interactive.
import SwiftUI
import Foundation

struct Attendee: Identifiable {
    let id = UUID()
    var name: String
}

struct AttendeesEditor: View {
    @State private var attendees: [Attendee] = []
    @State private var newAttendeeName = ""

    var body: some View {
        Form {
            Section(header: Text("Attendees")) {
                ForEach(attendees) { attendee in
                    Text(attendee.name)
                }
                .onDelete { indices in
                    attendees.remove(atOffsets: indices)
                }
                HStack {
                    TextField("New Attendee", text: $newAttendeeName)
                    Button(action: {
                        withAnimation {
                            let attendee = Attendee(name: newAttendeeName)
                            attendees.append(attendee)
                            newAttendeeName = ""
                        }
                    }) {
                        Image(systemName: "plus.circle.fill")
                            .accessibilityLabel("Add attendee")
                    }
                    .disabled(newAttendeeName.isEmpty)
                }
            }
            Button("Report") {
                print("\(attendees.count) attendees: \(attendees.map(\.name).joined(separator: ", ")); field '\(newAttendeeName)'")
            }
        }
    }
}

:mount AttendeesEditor()
:type "Ada" into "New Attendee"
:tap "Add attendee"
:type "Grace" into "New Attendee"
:tap "Add attendee"
:tap "Report"
:delete "Ada"
:tap "Report"
:tap "Add attendee"

// expect: 2 attendees: Ada, Grace; field ''
// expect: 1 attendees: Grace; field ''
// expect-error: disabled
