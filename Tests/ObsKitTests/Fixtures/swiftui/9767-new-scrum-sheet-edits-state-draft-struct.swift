// Apple Scrumdinger tutorial style: the new-scrum sheet edits a @State draft struct; its body reads the attendee field (for disabled) and the draft, so each keystroke runs it; Add appends and clears in one update, a swipe removes an attendee, Create appends to the list and closes the sheet (rules §3.4, §10.1, §15.2)
import SwiftUI

struct DailyScrum: Identifiable {
    var id: Int
    var title: String
    var attendees: [String]
}

struct NewScrumSheet: View {
    @State private var newScrum = DailyScrum(id: 0, title: "", attendees: [])
    @State private var newAttendeeName = ""
    @Binding var scrums: [DailyScrum]
    @Binding var isPresentingNewScrumView: Bool

    var body: some View {
        let _ = print("NewScrumSheet body: '\(newScrum.title)' \(newScrum.attendees.count) attendees")
        NavigationStack {
            Form {
                Section("Meeting Info") {
                    TextField("Title", text: $newScrum.title)
                }
                Section("Attendees") {
                    ForEach(newScrum.attendees, id: \.self) { attendee in
                        Text(attendee)
                    }
                    .onDelete { indices in
                        newScrum.attendees.remove(atOffsets: indices)
                    }
                    HStack {
                        TextField("New Attendee", text: $newAttendeeName)
                        Button("Add") {
                            withAnimation {
                                newScrum.attendees.append(newAttendeeName)
                                newAttendeeName = ""
                            }
                        }
                        .disabled(newAttendeeName.isEmpty)
                    }
                }
            }
            .toolbar {
                ToolbarItem(placement: .cancellationAction) {
                    Button("Dismiss") {
                        isPresentingNewScrumView = false
                    }
                }
                ToolbarItem(placement: .confirmationAction) {
                    Button("Create") {
                        newScrum.id = scrums.count + 1
                        scrums.append(newScrum)
                        isPresentingNewScrumView = false
                    }
                }
            }
        }
    }
}

struct ScrumList: View {
    @State private var scrums: [DailyScrum] = []
    @State private var isPresentingNewScrumView = false

    var body: some View {
        let _ = print("ScrumList body: \(scrums.count) scrums")
        NavigationStack {
            List(scrums) { scrum in
                Text("\(scrum.title): \(scrum.attendees.joined(separator: ", "))")
            }
            .navigationTitle("Daily Scrums")
            .toolbar {
                Button("New Scrum") {
                    isPresentingNewScrumView = true
                }
            }
        }
        .sheet(isPresented: $isPresentingNewScrumView) {
            NewScrumSheet(scrums: $scrums, isPresentingNewScrumView: $isPresentingNewScrumView)
        }
    }
}

:mount ScrumList()
// expect: ScrumList body: 0 scrums
:tap "New Scrum"
// expect: NewScrumSheet body: '' 0 attendees
:type "QA" into "Title"
// expect: NewScrumSheet body: 'Q' 0 attendees
// expect: NewScrumSheet body: 'QA' 0 attendees
:type "Mia" into "New Attendee"
// expect: NewScrumSheet body: 'QA' 0 attendees
// expect: NewScrumSheet body: 'QA' 0 attendees
// expect: NewScrumSheet body: 'QA' 0 attendees
:tap "Add"
// expect: NewScrumSheet body: 'QA' 1 attendees
:type "Raj" into "New Attendee"
// expect: NewScrumSheet body: 'QA' 1 attendees
// expect: NewScrumSheet body: 'QA' 1 attendees
// expect: NewScrumSheet body: 'QA' 1 attendees
:tap "Add"
// expect: NewScrumSheet body: 'QA' 2 attendees
:delete "Mia"
// expect: NewScrumSheet body: 'QA' 1 attendees
:tap "Create"
// expect: ScrumList body: 1 scrums
