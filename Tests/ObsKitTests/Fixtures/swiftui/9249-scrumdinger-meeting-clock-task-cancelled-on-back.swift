// SwiftUI from Apple's documentation: https://developer.apple.com/tutorials/app-dev-training/managing-state-and-life-cycle (the meeting clock runs only while MeetingView is on screen)
// In Scrumdinger the meeting timer starts when MeetingView appears and stops when it disappears. Here the
// clock is a `.task` loop (sleep one second, count it) on MeetingView, which SwiftUI starts when the view
// appears and cancels when it goes away; the elapsed and remaining seconds are @State.
// - Each virtual second the task updates the state and the meeting header runs once.
// - Going back pops MeetingView: onDisappear reports the time, the task is cancelled, and later time
//   passes without any body running.
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
    @State private var secondsElapsed = 0

    private var secondsRemaining: Int { scrum.lengthInMinutes * 60 - secondsElapsed }

    var body: some View {
        let _ = print("meeting: \(secondsElapsed) s elapsed, \(secondsRemaining) s left")
        VStack {
            ProgressView(value: Double(secondsElapsed), total: Double(scrum.lengthInMinutes * 60))
            HStack {
                Label("\(secondsElapsed)", systemImage: "hourglass.tophalf.fill")
                Spacer()
                Label("\(secondsRemaining)", systemImage: "hourglass.bottomhalf.fill")
            }
        }
        .padding()
        .navigationBarTitleDisplayMode(.inline)
        .task {
            while true {
                do {
                    try await Task.sleep(for: .seconds(1))
                } catch {
                    return
                }
                secondsElapsed += 1
            }
        }
        .onDisappear {
            print("meeting ended after \(secondsElapsed) s")
        }
    }
}

struct DetailView: View {
    @Binding var scrum: DailyScrum

    var body: some View {
        List {
            Section(header: Text("Meeting Info")) {
                NavigationLink(destination: MeetingView(scrum: $scrum)) {
                    Label("Start Meeting", systemImage: "timer")
                }
                HStack {
                    Label("Length", systemImage: "clock")
                    Spacer()
                    Text("\(scrum.lengthInMinutes) minutes")
                }
            }
        }
        .navigationTitle(scrum.title)
    }
}

struct DetailHost: View {
    @State private var scrum = DailyScrum(title: "Design", attendees: [], lengthInMinutes: 1, theme: .yellow)

    var body: some View {
        NavigationStack {
            DetailView(scrum: $scrum)
        }
    }
}

:mount DetailHost()
:tap "Start Meeting"
// expect: meeting: 0 s elapsed, 60 s left
:advance 3s
// expect: meeting: 1 s elapsed, 59 s left
// expect: meeting: 2 s elapsed, 58 s left
// expect: meeting: 3 s elapsed, 57 s left
:back
// expect: meeting ended after 3 s
:advance 5s
