// Apple sample style (Scrumdinger): a MeetingView pushed from the scrum's detail owns an ObservableObject ScrumTimer in @StateObject and drives it from `.task`, one tick per second on the virtual clock.
// SwiftUI: NavigationLink(destination:) builds the MeetingView struct early, but its @StateObject is made right before its first body, at the push (rules §14.3, §4.2);
// each tick's several @Published writes coalesce into one body run (rules §6.3, §10.1); a pop cancels the task and releases the object (rules §11.3, §1.4),
// which deinits once the cancelled task has returned; a second push makes a fresh timer (rules §4.3).
import SwiftUI

@MainActor
final class ScrumTimer: ObservableObject {
    @Published var activeSpeaker = ""
    @Published var secondsElapsed = 0
    @Published var secondsRemaining = 0
    private let speakers: [String]
    private let secondsPerSpeaker: Int
    private var speakerIndex = 0

    init(speakers: [String], secondsPerSpeaker: Int) {
        self.speakers = speakers
        self.secondsPerSpeaker = secondsPerSpeaker
        activeSpeaker = speakers[0]
        secondsRemaining = speakers.count * secondsPerSpeaker
        print("ScrumTimer init")
    }

    deinit {
        print("ScrumTimer deinit")
    }

    func run() async {
        print("timer started")
        while secondsRemaining > 0 {
            do {
                try await Task.sleep(for: .seconds(1))
            } catch {
                print("timer cancelled at \(secondsElapsed)s")
                return
            }
            tick()
        }
        print("meeting ended")
    }

    private func tick() {
        secondsElapsed += 1
        secondsRemaining -= 1
        if secondsElapsed % secondsPerSpeaker == 0 && speakerIndex + 1 < speakers.count {
            speakerIndex += 1
            activeSpeaker = speakers[speakerIndex]
        }
    }
}

struct MeetingView: View {
    @StateObject private var scrumTimer = ScrumTimer(speakers: ["Avery", "Blake"], secondsPerSpeaker: 2)

    var body: some View {
        let _ = Self._printChanges()
        VStack {
            ProgressView(value: Double(scrumTimer.secondsElapsed), total: 4)
            HStack {
                Text("Elapsed: \(scrumTimer.secondsElapsed)")
                Spacer()
                Text("Remaining: \(scrumTimer.secondsRemaining)")
            }
            Circle()
                .strokeBorder(lineWidth: 24)
            Text("\(scrumTimer.activeSpeaker) is speaking")
        }
        .padding()
        .task {
            await scrumTimer.run()
        }
    }
}

struct ScrumDetailRoot: View {
    var body: some View {
        NavigationStack {
            List {
                Section(header: Text("Meeting Info")) {
                    NavigationLink(destination: MeetingView()) {
                        Label("Start Meeting", systemImage: "timer")
                    }
                }
            }
            .navigationTitle("Design Review")
        }
    }
}

:mount ScrumDetailRoot()
:tap "Start Meeting"
// expect: ScrumTimer init
// expect: MeetingView: @self, @identity, _scrumTimer changed.
// expect: timer started
:advance 1s
// expect: MeetingView: _scrumTimer changed.
:advance 1s
// expect: MeetingView: _scrumTimer changed.
:back
// expect: timer cancelled at 2s
// expect: ScrumTimer deinit
:advance 3s
print("no timer running")
// expect: no timer running
:tap "Start Meeting"
// expect: ScrumTimer init
// expect: MeetingView: @self, @identity, _scrumTimer changed.
// expect: timer started
:advance 4s
// expect: MeetingView: _scrumTimer changed.
// expect: MeetingView: _scrumTimer changed.
// expect: MeetingView: _scrumTimer changed.
// expect: meeting ended
// expect: MeetingView: _scrumTimer changed.
:unmount
// expect: ScrumTimer deinit
