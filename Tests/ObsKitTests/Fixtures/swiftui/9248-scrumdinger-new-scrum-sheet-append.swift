// SwiftUI from Apple's documentation: https://developer.apple.com/tutorials/app-dev-training/creating-the-edit-view (NewScrumSheet edits its own @State newScrum and appends it to the bound array on Add)
// Scrumdinger's "New Scrum" toolbar button sets `isPresentingNewScrumView`; the sheet's NewScrumSheet
// keeps `@State private var newScrum = DailyScrum.emptyScrum`, shows DetailEditView bound to it, and on Add
// appends it to `scrums` (a binding to the app's array) and closes.
// - The sheet's state starts empty; typing changes only it (the edit view runs per keystroke).
// - Add appends to the app's array: a card for the new scrum appears; the existing cards are equal and
//   don't run.
// - The next presentation is a new NewScrumSheet, so its draft starts empty again.
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

struct CardView: View {
    let scrum: DailyScrum

    var body: some View {
        let _ = print("card \(scrum.title)")
        VStack(alignment: .leading) {
            Text(scrum.title)
                .font(.headline)
            Label("\(scrum.lengthInMinutes)", systemImage: "clock")
        }
    }
}

struct DetailEditView: View {
    @Binding var scrum: DailyScrum

    var body: some View {
        let _ = print("editing '\(scrum.title)'")
        Form {
            Section(header: Text("Meeting Info")) {
                TextField("Title", text: $scrum.title)
            }
        }
    }
}

struct NewScrumSheet: View {
    @State private var newScrum = DailyScrum.emptyScrum
    @Binding var scrums: [DailyScrum]
    @Binding var isPresentingNewScrumView: Bool

    var body: some View {
        NavigationStack {
            DetailEditView(scrum: $newScrum)
                .toolbar {
                    ToolbarItem(placement: .cancellationAction) {
                        Button("Dismiss") {
                            isPresentingNewScrumView = false
                        }
                    }
                    ToolbarItem(placement: .confirmationAction) {
                        Button("Add") {
                            scrums.append(newScrum)
                            isPresentingNewScrumView = false
                        }
                    }
                }
        }
    }
}

struct ScrumsView: View {
    @Binding var scrums: [DailyScrum]
    @State private var isPresentingNewScrumView = false

    var body: some View {
        NavigationStack {
            List(scrums) { scrum in
                CardView(scrum: scrum)
            }
            .navigationTitle("Daily Scrums")
            .toolbar {
                Button(action: {
                    isPresentingNewScrumView = true
                }) {
                    Image(systemName: "plus")
                }
                .accessibilityLabel("New Scrum")
            }
        }
        .sheet(isPresented: $isPresentingNewScrumView) {
            NewScrumSheet(scrums: $scrums, isPresentingNewScrumView: $isPresentingNewScrumView)
        }
    }
}

struct ScrumdingerApp: View {
    @State private var scrums = [
        DailyScrum(title: "Design", attendees: [], lengthInMinutes: 10, theme: .yellow),
        DailyScrum(title: "App Dev", attendees: [], lengthInMinutes: 5, theme: .orange),
    ]

    var body: some View {
        ScrumsView(scrums: $scrums)
    }
}

:mount ScrumdingerApp()
// expect: card Design
// expect: card App Dev
:tap "New Scrum"
// expect: editing ''
:type "Retro" into "Title"
// expect: editing 'R'
// expect: editing 'Re'
// expect: editing 'Ret'
// expect: editing 'Retr'
// expect: editing 'Retro'
:tap "Add"
// expect: card Retro
:tap "New Scrum"
// expect: editing ''
:tap "Dismiss"
