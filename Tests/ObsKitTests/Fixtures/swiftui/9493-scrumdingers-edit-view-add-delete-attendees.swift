// SwiftUI from Apple's documentation: https://developer.apple.com/tutorials/app-dev-training/creating-the-edit-view (Scrumdinger's edit view: add and delete attendees)
// Apple's Scrumdinger tutorial: the button "creates a new attendee, appends it to the scrum's attendees, and clears
// newAttendeeName"; `.disabled(newAttendeeName.isEmpty)`; `.onDelete { indices in scrum.attendees.remove(atOffsets:
// indices) }`. The plus image carries the accessibility label "Add attendee". onChange(of:) on the attendees' names
// reports each change to the list; typing into the new-attendee field changes no attendee.
// - Type "Ed", add; delete Daisy; type "Flo", add.
import SwiftUI

struct DailyScrum {
    var title: String
    var attendees: [Attendee]
    var lengthInMinutes: Int
    var lengthInMinutesAsDouble: Double {
        get { Double(lengthInMinutes) }
        set { lengthInMinutes = Int(newValue) }
    }

    struct Attendee: Identifiable {
        let id: UUID
        var name: String

        init(id: UUID = UUID(), name: String) {
            self.id = id
            self.name = name
        }
    }
}

struct DetailEditView: View {
    @State private var scrum = DailyScrum(title: "Design",
                                          attendees: [.init(name: "Cathy"), .init(name: "Daisy")],
                                          lengthInMinutes: 10)
    @State private var newAttendeeName = ""

    var body: some View {
        Form {
            Section(header: Text("Meeting Info")) {
                TextField("Title", text: $scrum.title)
                HStack {
                    Slider(value: $scrum.lengthInMinutesAsDouble, in: 5...30, step: 1) {
                        Text("Length")
                    }
                    Spacer()
                    Text("\(scrum.lengthInMinutes) minutes")
                }
            }
            Section(header: Text("Attendees")) {
                ForEach(scrum.attendees) { attendee in
                    Text(attendee.name)
                }
                .onDelete { indices in
                    scrum.attendees.remove(atOffsets: indices)
                }
                HStack {
                    TextField("New Attendee", text: $newAttendeeName)
                    Button(action: {
                        withAnimation {
                            let attendee = DailyScrum.Attendee(name: newAttendeeName)
                            scrum.attendees.append(attendee)
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
        .onChange(of: scrum.attendees.map(\.name)) { _, names in
            print("attendees: \(names.joined(separator: ", "))")
        }
    }
}

:mount DetailEditView()
:type "Ed" into "New Attendee"
:tap "Add attendee"
// expect: attendees: Cathy, Daisy, Ed
:delete "Daisy"
// expect: attendees: Cathy, Ed
:type "Flo" into "New Attendee"
:tap "Add attendee"
// expect: attendees: Cathy, Ed, Flo
