// SwiftUI from Apple's documentation: https://developer.apple.com/tutorials/app-dev-training/managing-state-and-life-cycle (MeetingView owns ScrumTimer with @StateObject and starts/stops it in onAppear/onDisappear)
// Scrumdinger's MeetingView declares `@StateObject var scrumTimer = ScrumTimer()`, calls
// `scrumTimer.reset(lengthInMinutes:attendees:)` and `startScrum()` in onAppear, and `stopScrum()` in
// onDisappear. The timer publishes the active speaker; the view reports speaker changes with onChange.
// Here the timer ticks with a Task loop on the virtual clock (the sample uses a Foundation Timer).
// - SwiftUI makes the ScrumTimer once for the pushed MeetingView, before its first body. That body saw
//   an empty speaker; onAppear's reset makes it Cathy, so the next body's onChange reports her.
// - With 3 attendees in a 1-minute meeting each speaks 20 s: after 20 s the second speaker is active.
// - Going back stops the timer; starting a new meeting pushes a new MeetingView with a new ScrumTimer.
import SwiftUI
import Combine

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

@MainActor
final class ScrumTimer: ObservableObject {
    @Published var activeSpeaker = ""
    @Published var secondsElapsed = 0
    @Published var secondsRemaining = 0

    private var speakers: [String] = []
    private var lengthInSeconds = 0
    private var secondsPerSpeaker: Int { lengthInSeconds / max(speakers.count, 1) }
    private var tickTask: Task<Void, Never>?

    init() { print("ScrumTimer init") }

    func reset(lengthInMinutes: Int, attendees: [DailyScrum.Attendee]) {
        lengthInSeconds = lengthInMinutes * 60
        speakers = attendees.map(\.name)
        secondsElapsed = 0
        secondsRemaining = lengthInSeconds
        activeSpeaker = speakers.first ?? ""
    }

    func startScrum() {
        print("timer started, \(activeSpeaker) speaks")
        tickTask = Task { [weak self] in
            while true {
                do {
                    try await Task.sleep(for: .seconds(1))
                } catch {
                    return
                }
                self?.update()
            }
        }
    }

    func stopScrum() {
        tickTask?.cancel()
        tickTask = nil
        print("timer stopped at \(secondsElapsed) s")
    }

    private func update() {
        secondsElapsed += 1
        secondsRemaining = max(lengthInSeconds - secondsElapsed, 0)
        let index = min(secondsElapsed / secondsPerSpeaker, speakers.count - 1)
        if speakers[index] != activeSpeaker {
            activeSpeaker = speakers[index]
        }
    }
}

struct MeetingView: View {
    @Binding var scrum: DailyScrum
    @StateObject var scrumTimer = ScrumTimer()

    var body: some View {
        VStack {
            Text("Speaker: \(scrumTimer.activeSpeaker)")
            Text("\(scrumTimer.secondsRemaining) s left")
        }
        .onAppear {
            scrumTimer.reset(lengthInMinutes: scrum.lengthInMinutes, attendees: scrum.attendees)
            scrumTimer.startScrum()
        }
        .onDisappear {
            scrumTimer.stopScrum()
        }
        .onChange(of: scrumTimer.activeSpeaker) {
            print("now speaking: \(scrumTimer.activeSpeaker)")
        }
    }
}

struct DetailView: View {
    @Binding var scrum: DailyScrum

    var body: some View {
        List {
            NavigationLink(destination: MeetingView(scrum: $scrum)) {
                Label("Start Meeting", systemImage: "timer")
            }
        }
        .navigationTitle(scrum.title)
    }
}

struct DetailHost: View {
    @State private var scrum = DailyScrum(title: "Design", attendees: ["Cathy", "Daisy", "Simon"], lengthInMinutes: 1, theme: .yellow)

    var body: some View {
        NavigationStack {
            DetailView(scrum: $scrum)
        }
    }
}

:mount DetailHost()
:tap "Start Meeting"
// expect: ScrumTimer init
// expect: timer started, Cathy speaks
// expect: now speaking: Cathy
:advance 20s
// expect: now speaking: Daisy
:advance 5s
:back
// expect: timer stopped at 25 s
:advance 30s
:tap "Start Meeting"
// expect: ScrumTimer init
// expect: timer started, Cathy speaks
// expect: now speaking: Cathy
