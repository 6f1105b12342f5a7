// Apple sample style (Scrumdinger, with Observation): an @Observable MeetingModel in @State, a clock driven by `.task(id: meeting.isRunning)` that ticks only while running, and Pause/Resume and Reset buttons.
// SwiftUI: the body reads isRunning and secondsElapsed, so each tick and each button re-run it once (rules §8.3, §10.1); `.task(id:)` is cancelled and started again when the id changes,
// so pausing stops the ticks and resuming starts a new loop from the current time (rules §11.3); assigning an equal value to an @Observable property notifies nobody (rules §8.1, T12).
import SwiftUI

@Observable
final class MeetingModel {
    var secondsElapsed = 0
    var isRunning = true

    var clock: String {
        String(format: "%02d:%02d", secondsElapsed / 60, secondsElapsed % 60)
    }
}

struct MeetingClockView: View {
    @State private var meeting = MeetingModel()

    var body: some View {
        let _ = print("clock \(meeting.clock), \(meeting.isRunning ? "running" : "paused")")
        VStack {
            Text(meeting.clock)
                .font(.largeTitle.monospacedDigit())
            HStack {
                Button(meeting.isRunning ? "Pause" : "Resume") {
                    meeting.isRunning.toggle()
                }
                Button("Reset") {
                    meeting.secondsElapsed = 0
                }
            }
        }
        .task(id: meeting.isRunning) {
            guard meeting.isRunning else { return }
            while true {
                do {
                    try await Task.sleep(for: .seconds(1))
                } catch {
                    return
                }
                meeting.secondsElapsed += 1
            }
        }
    }
}

:mount MeetingClockView()
// expect: clock 00:00, running
:advance 2s
// expect: clock 00:01, running
// expect: clock 00:02, running
:tap "Pause"
// expect: clock 00:02, paused
:advance 3s
:tap "Resume"
// expect: clock 00:02, running
:advance 500ms
:tap "Reset"
// expect: clock 00:00, running
:tap "Reset"
:advance 500ms
// expect: clock 00:01, running
