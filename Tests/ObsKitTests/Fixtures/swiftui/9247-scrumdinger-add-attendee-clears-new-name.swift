// SwiftUI from Apple's documentation: https://developer.apple.com/tutorials/app-dev-training/creating-the-edit-view (DetailEditView adds an attendee from `newAttendeeName`, a private @State)
// Scrumdinger's edit view keeps the text of the "New Attendee" field in its own `@State private var
// newAttendeeName`. The add button (an image labelled "Add attendee" for accessibility) is disabled while
// the field is empty; its action appends an Attendee to the bound scrum and clears the field, inside
// withAnimation.
// - Each keystroke changes the field's state: the edit view runs once per character.
// - The add action makes two changes (the scrum and the field) in one action: one body run, with the new
//   attendee listed and the field empty, so the button is disabled again.
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
    @State private var newAttendeeName = ""

    var body: some View {
        let _ = print("attendees: \(scrum.attendees.map(\.name).joined(separator: ", ")) | new: '\(newAttendeeName)' | add \(newAttendeeName.isEmpty ? "disabled" : "enabled")")
        Form {
            Section(header: Text("Meeting Info")) {
                TextField("Title", text: $scrum.title)
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
    }
}

struct EditHost: View {
    @State private var scrum = DailyScrum(title: "Design", attendees: ["Cathy", "Daisy"], lengthInMinutes: 10, theme: .yellow)

    var body: some View {
        DetailEditView(scrum: $scrum)
    }
}

:mount EditHost()
// expect: attendees: Cathy, Daisy | new: '' | add disabled
:type "Ed" into "New Attendee"
// expect: attendees: Cathy, Daisy | new: 'E' | add enabled
// expect: attendees: Cathy, Daisy | new: 'Ed' | add enabled
:tap "Add attendee"
// expect: attendees: Cathy, Daisy, Ed | new: '' | add disabled
