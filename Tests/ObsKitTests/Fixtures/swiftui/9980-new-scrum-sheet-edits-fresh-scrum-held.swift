// Apple Scrumdinger sample style: the "new scrum" sheet edits a fresh scrum held in the list's @State through a @Binding; the editor's own @State for the attendee being typed is only handed on as $newAttendeeName, so typing it runs no body; attendees are added with a button and removed with a swipe (onDelete); Add appends to the list and closes the sheet in one action (rules §3.5, §9.3, §13.1, §15.2, §15.4)
import SwiftUI

struct Attendee: Identifiable {
    let id = UUID()
    var name: String
}

struct NewScrum {
    var title = ""
    var attendees: [Attendee] = []
}

struct ScrumEditor: View {
    @Binding var scrum: NewScrum
    @State private var newAttendeeName = ""

    var body: some View {
        let _ = print("ScrumEditor body: '\(scrum.title)', \(scrum.attendees.count) attendees")
        Form {
            TextField("Title", text: $scrum.title)
            ForEach(scrum.attendees) { attendee in
                Text(attendee.name)
            }
            .onDelete { offsets in scrum.attendees.remove(atOffsets: offsets) }
            TextField("New Attendee", text: $newAttendeeName)
            Button("Add attendee") {
                scrum.attendees.append(Attendee(name: newAttendeeName))
                newAttendeeName = ""
            }
        }
    }
}

struct ScrumList: View {
    @State private var scrums = ["Design"]
    @State private var newScrum = NewScrum()
    @State private var isPresentingNewScrumView = false

    var body: some View {
        let _ = print("ScrumList body: \(scrums.joined(separator: ", "))")
        NavigationStack {
            List {
                ForEach(scrums, id: \.self) { title in
                    Text(title)
                }
            }
            .toolbar {
                Button("New") { isPresentingNewScrumView = true }
            }
        }
        .sheet(isPresented: $isPresentingNewScrumView) {
            NavigationStack {
                ScrumEditor(scrum: $newScrum)
                    .toolbar {
                        ToolbarItem(placement: .confirmationAction) {
                            Button("Add") {
                                scrums.append(newScrum.title)
                                newScrum = NewScrum()
                                isPresentingNewScrumView = false
                            }
                        }
                    }
            }
        }
    }
}

:mount ScrumList()
// expect: ScrumList body: Design
:tap "New"
// expect: ScrumEditor body: '', 0 attendees
:type "QA" into "Title"
// expect: ScrumEditor body: 'Q', 0 attendees
// expect: ScrumEditor body: 'QA', 0 attendees
:type "Li" into "New Attendee"
:tap "Add attendee"
// expect: ScrumEditor body: 'QA', 1 attendees
:type "Bo" into "New Attendee"
:tap "Add attendee"
// expect: ScrumEditor body: 'QA', 2 attendees
:delete "Li"
// expect: ScrumEditor body: 'QA', 1 attendees
:tap "Add"
// expect: ScrumList body: Design, QA
