// SwiftUI from Apple's documentation: https://developer.apple.com/tutorials/app-dev-training/passing-data-with-bindings (Done assigns the edited copy through DetailView's @Binding)
// Same DetailView as Scrumdinger: the sheet edits `editingScrum`; Done dismisses and runs
// `scrum = editingScrum`, writing through the binding into the host's @State.
// - While editing, DetailView shows the old values and does not run.
// - Done changes the bound scrum, which DetailView's body read: it runs once with the new title and length.
// - Editing again starts from a fresh copy of the saved scrum.
import SwiftUI

enum Theme: String, CaseIterable, Identifiable {
    case bubblegum, buttercup, lavender, orange, poppy, sky, teal, yellow

    var name: String { rawValue.capitalized }
    var id: String { name }
}

struct History: Identifiable {
    let id: UUID
    let date: Date
    var attendees: [DailyScrum.Attendee]

    init(id: UUID = UUID(), date: Date = Date(), attendees: [DailyScrum.Attendee]) {
        self.id = id
        self.date = date
        self.attendees = attendees
    }
}

struct DailyScrum: Identifiable {
    let id: UUID
    var title: String
    var attendees: [Attendee]
    var lengthInMinutes: Int
    var theme: Theme
    var history: [History] = []

    init(id: UUID = UUID(), title: String, attendees: [String], lengthInMinutes: Int, theme: Theme) {
        self.id = id
        self.title = title
        self.attendees = attendees.map { Attendee(name: $0) }
        self.lengthInMinutes = lengthInMinutes
        self.theme = theme
    }
}

extension DailyScrum {
    struct Attendee: Identifiable {
        let id: UUID
        var name: String

        init(id: UUID = UUID(), name: String) {
            self.id = id
            self.name = name
        }
    }

    static var emptyScrum: DailyScrum {
        DailyScrum(title: "", attendees: [], lengthInMinutes: 5, theme: .sky)
    }
}

extension DailyScrum {
    static let sampleData: [DailyScrum] = [
        DailyScrum(title: "Design", attendees: ["Cathy", "Daisy", "Simon", "Jonathan"], lengthInMinutes: 10, theme: .yellow),
        DailyScrum(title: "App Dev", attendees: ["Katie", "Gray", "Euna", "Luis", "Darla"], lengthInMinutes: 5, theme: .orange),
        DailyScrum(title: "Web Dev", attendees: ["Chella", "Chris", "Christina", "Eden"], lengthInMinutes: 5, theme: .poppy),
    ]
}

struct DetailEditView: View {
    @Binding var scrum: DailyScrum

    var body: some View {
        let _ = print("editing \(scrum.title)")
        Form {
            Section(header: Text("Meeting Info")) {
                TextField("Title", text: $scrum.title)
                Stepper("\(scrum.lengthInMinutes) minutes", value: $scrum.lengthInMinutes, in: 5...30)
            }
            Section(header: Text("Attendees")) {
                ForEach(scrum.attendees) { attendee in
                    Text(attendee.name)
                }
            }
        }
    }
}

struct DetailView: View {
    @Binding var scrum: DailyScrum

    @State private var editingScrum = DailyScrum.emptyScrum
    @State private var isPresentingEditView = false

    var body: some View {
        let _ = print("detail: \(scrum.title), \(scrum.lengthInMinutes) minutes")
        List {
            Section(header: Text("Meeting Info")) {
                HStack {
                    Label("Length", systemImage: "clock")
                    Spacer()
                    Text("\(scrum.lengthInMinutes) minutes")
                }
            }
        }
        .navigationTitle(scrum.title)
        .toolbar {
            Button("Edit") {
                isPresentingEditView = true
                editingScrum = scrum
            }
        }
        .sheet(isPresented: $isPresentingEditView) {
            NavigationStack {
                DetailEditView(scrum: $editingScrum)
                    .navigationTitle(scrum.title)
                    .toolbar {
                        ToolbarItem(placement: .cancellationAction) {
                            Button("Cancel") {
                                isPresentingEditView = false
                            }
                        }
                        ToolbarItem(placement: .confirmationAction) {
                            Button("Done") {
                                isPresentingEditView = false
                                scrum = editingScrum
                            }
                        }
                    }
            }
        }
    }
}

struct DetailHost: View {
    @State private var scrum = DailyScrum.sampleData[0]

    var body: some View {
        NavigationStack {
            DetailView(scrum: $scrum)
        }
        Button("Print scrum") { print("stored: \(scrum.title), \(scrum.lengthInMinutes) minutes") }
    }
}

:mount DetailHost()
// expect: detail: Design, 10 minutes
:tap "Edit"
// expect: editing Design
:type "!!" into "Title"
// expect: editing Design!
// expect: editing Design!!
:step "10 minutes" up
// expect: editing Design!!
:step "11 minutes" up
// expect: editing Design!!
:tap "Done"
// expect: detail: Design!!, 12 minutes
:tap "Print scrum"
// expect: stored: Design!!, 12 minutes
:tap "Edit"
// expect: editing Design!!
