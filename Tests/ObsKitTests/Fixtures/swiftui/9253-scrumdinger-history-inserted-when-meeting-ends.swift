// SwiftUI from Apple's documentation: https://developer.apple.com/tutorials/app-dev-training/updating-app-data (MeetingView records a History into the bound scrum when the meeting ends)
// Scrumdinger's MeetingView ends the scrum in onDisappear: it makes a History of the attendees and inserts
// it at the front of `scrum.history`, writing through the @Binding it got from DetailView. DetailView
// lists the history (or "No meetings yet").
// - Pushing the meeting changes nothing DetailView read: it doesn't run.
// - Going back ends the meeting: the history grows by one and DetailView runs once with the new count.
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

struct MeetingView: View {
    @Binding var scrum: DailyScrum

    var body: some View {
        VStack {
            Text("Meeting for \(scrum.title)")
        }
        .onDisappear {
            endScrum()
        }
    }

    private func endScrum() {
        let newHistory = History(attendees: scrum.attendees)
        scrum.history.insert(newHistory, at: 0)
    }
}

struct DetailView: View {
    @Binding var scrum: DailyScrum

    var body: some View {
        let _ = print("detail: \(scrum.history.count) meetings")
        List {
            Section(header: Text("Meeting Info")) {
                NavigationLink(destination: MeetingView(scrum: $scrum)) {
                    Label("Start Meeting", systemImage: "timer")
                }
            }
            Section(header: Text("History")) {
                if scrum.history.isEmpty {
                    Label("No meetings yet", systemImage: "calendar.badge.exclamationmark")
                }
                ForEach(scrum.history) { history in
                    HStack {
                        Image(systemName: "calendar")
                        Text("\(history.attendees.count) attendees")
                    }
                }
            }
        }
        .navigationTitle(scrum.title)
    }
}

struct DetailHost: View {
    @State private var scrum = DailyScrum.sampleData[0]

    var body: some View {
        NavigationStack {
            DetailView(scrum: $scrum)
        }
    }
}

:mount DetailHost()
// expect: detail: 0 meetings
:tap "Start Meeting"
:back
// expect: detail: 1 meetings
:tap "Start Meeting"
:back
// expect: detail: 2 meetings
