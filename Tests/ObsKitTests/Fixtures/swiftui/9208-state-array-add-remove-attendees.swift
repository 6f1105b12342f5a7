// SwiftUI from Apple's documentation: https://developer.apple.com/tutorials/app-dev-training/creating-the-edit-view (adding and deleting attendees of an array of structs)
// Adapted from the Scrumdinger tutorial's edit view: a Section lists the attendees with onDelete, and a row
// with a TextField and an add button (an image labelled "Add attendee", disabled while the field is empty)
// appends a new attendee and clears the field. The data is an array of structs in @State.
// - The add button can't be used before text is typed; after adding, the field is empty again.
// - An onChange on the names reports each change of the array.
import SwiftUI

struct Attendee: Identifiable {
    let id = UUID()
    var name: String
}

struct AttendeesEditor: View {
    @State private var attendees = [Attendee(name: "Cathy"), Attendee(name: "Daisy")]
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
        }
        .onChange(of: attendees.map(\.name)) { _, names in
            print("attendees: \(names.joined(separator: ", "))")
        }
    }
}

:mount AttendeesEditor()
:type "Ed" into "New Attendee"
:tap "Add attendee"
// expect: attendees: Cathy, Daisy, Ed
:delete "Cathy"
// expect: attendees: Daisy, Ed
:tap "Add attendee"
// expect-error: button "Add attendee" is disabled
