// Scrumdinger DetailEditView attendees section: a @State newAttendeeName, an add button made disabled
// while the field is empty (Button with an Image label + accessibilityLabel), withAnimation, and
// ForEach(scrum.attendees) with .onDelete.
// Expected: the add button is disabled until text is typed; tapping it appends the attendee and clears the
// field; swiping a row away removes it via onDelete(perform:) with the row's IndexSet.
// Source: https://developer.apple.com/tutorials/app-dev-training/creating-the-edit-view ;
// https://developer.apple.com/documentation/swiftui/dynamicviewcontent/ondelete(perform:)
import SwiftUI

struct Attendee: Identifiable {
    let id: UUID
    var name: String
    init(id: UUID = UUID(), name: String) {
        self.id = id
        self.name = name
    }
}

struct DailyScrum {
    var title: String
    var attendees: [Attendee]
}

struct DetailEditView: View {
    @Binding var scrum: DailyScrum
    @State private var newAttendeeName = ""

    var body: some View {
        Form {
            Section(header: Text("Attendees")) {
                ForEach(scrum.attendees) { attendee in
                    Text(attendee.name)
                }
                .onDelete { indices in
                    print("deleting", Array(indices))
                    scrum.attendees.remove(atOffsets: indices)
                }
                HStack {
                    TextField("New Attendee", text: $newAttendeeName)
                    Button(action: {
                        withAnimation {
                            let attendee = Attendee(name: newAttendeeName)
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
    }
}

struct Host: View {
    @State private var scrum = DailyScrum(title: "Design", attendees: [Attendee(name: "Cathy"), Attendee(name: "Daisy")])
    var body: some View {
        VStack {
            DetailEditView(scrum: $scrum)
            Text("\(scrum.attendees.count) attendees: \(scrum.attendees.map(\.name).joined(separator: ", "))")
        }
    }
}

:mount Host()
:type "Simon" into "New Attendee"
:tap "Add attendee"
:delete "Cathy"
:tree

// expect: deleting [0]
// expect: Host#1
// expect:   VStack
// expect:     DetailEditView#2
// expect:       Form
// expect:         Section
// expect:           Text "Attendees"
// expect:           row #4  .onDelete
// expect:             Text "Daisy"
// expect:           row #5  .onDelete
// expect:             Text "Simon"
// expect:           HStack
// expect:             TextField "New Attendee" = ""
// expect:             Button "Add attendee"  .disabled
// expect:     Text "2 attendees: Daisy, Simon"
