// Apple sample style (Scrumdinger, "Managing state and life cycle"): a MeetingView pushed from the scrum's detail counts seconds with `.task`, and when the user leaves it its onDisappear records a History entry into the scrum through a @Binding.
// SwiftUI: each tick writes the meeting's own @State and re-runs only it (rules §3.4, §3.5); a pop runs onDisappear, which still reads the @State the view had (rules §1.4, §11.1),
// and cancels the task (rules §11.3); the write in onDisappear goes to the root's @State through the binding and re-runs the detail that reads it in a new update (rules §9.3, §10.1);
// a second push is a new node whose @State starts over (rules §1.4, §14.3).
import SwiftUI

struct History: Identifiable, Equatable {
    let id: Int
    let lengthInSeconds: Int
}

struct DailyScrum: Equatable {
    var title: String
    var attendees: [String]
    var history: [History] = []
}

struct MeetingView: View {
    @Binding var scrum: DailyScrum
    @State private var secondsElapsed = 0

    var body: some View {
        let _ = print("meeting: \(secondsElapsed)s")
        VStack {
            Text("\(scrum.title) meeting")
            Text("Seconds elapsed: \(secondsElapsed)")
        }
        .onAppear {
            print("meeting started with \(scrum.attendees.count) attendees")
        }
        .onDisappear {
            print("meeting ended after \(secondsElapsed)s")
            let entry = History(id: scrum.history.count + 1, lengthInSeconds: secondsElapsed)
            scrum.history.insert(entry, at: 0)
        }
        .task {
            while true {
                do {
                    try await Task.sleep(for: .seconds(1))
                } catch {
                    break
                }
                secondsElapsed += 1
            }
        }
    }
}

struct DetailView: View {
    @Binding var scrum: DailyScrum

    var body: some View {
        let _ = print("detail: \(scrum.title), \(scrum.history.count) in history")
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
                    Text("Meeting \(history.id): \(history.lengthInSeconds)s")
                }
            }
        }
        .navigationTitle(scrum.title)
    }
}

struct ScrumHistoryRoot: View {
    @State private var scrum = DailyScrum(title: "Design", attendees: ["Mira", "Oskar", "Lena"])

    var body: some View {
        NavigationStack {
            DetailView(scrum: $scrum)
        }
    }
}

:mount ScrumHistoryRoot()
// expect: detail: Design, 0 in history
:tap "Start Meeting"
// expect: meeting: 0s
// expect: meeting started with 3 attendees
:advance 3s
// expect: meeting: 1s
// expect: meeting: 2s
// expect: meeting: 3s
:back
// expect: meeting ended after 3s
// expect: detail: Design, 1 in history
:tap "Start Meeting"
// expect: meeting: 0s
// expect: meeting started with 3 attendees
:advance 2s
// expect: meeting: 1s
// expect: meeting: 2s
:back
// expect: meeting ended after 2s
// expect: detail: Design, 2 in history
