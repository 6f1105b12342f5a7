// Apple Scrumdinger tutorial style (updated to Observation): the meeting timer is an @Observable model in @State with its ticking Task; each tick runs the meeting view, the header (new numbers) and the footer (its skip closure never compares equal); onDisappear stops it (rules §2.4, §8.3, §11.1)
import SwiftUI

@Observable
final class ScrumTimer {
    var secondsElapsed = 0
    var speakerIndex = 0
    @ObservationIgnored var speakers: [String] = []
    @ObservationIgnored var secondsPerSpeaker = 2
    @ObservationIgnored private var ticker: Task<Void, Never>?

    var secondsRemaining: Int { speakers.count * secondsPerSpeaker - secondsElapsed }

    func reset(speakers: [String], secondsPerSpeaker: Int) {
        self.speakers = speakers
        self.secondsPerSpeaker = secondsPerSpeaker
        secondsElapsed = 0
        speakerIndex = 0
    }

    func startScrum() {
        print("meeting started")
        ticker = Task {
            while !Task.isCancelled {
                try? await Task.sleep(for: .seconds(1))
                if Task.isCancelled { break }
                tick()
            }
        }
    }

    func stopScrum() {
        ticker?.cancel()
        ticker = nil
        print("meeting stopped at \(secondsElapsed)s")
    }

    func skipSpeaker() {
        speakerIndex += 1
        secondsElapsed = speakerIndex * secondsPerSpeaker
    }

    private func tick() {
        secondsElapsed += 1
        if secondsElapsed % secondsPerSpeaker == 0 {
            speakerIndex += 1
        }
    }
}

struct MeetingHeaderView: View {
    let secondsElapsed: Int
    let secondsRemaining: Int

    var body: some View {
        let _ = print("MeetingHeaderView body: \(secondsElapsed) elapsed, \(secondsRemaining) remaining")
        HStack {
            Text("Seconds Elapsed: \(secondsElapsed)")
            Spacer()
            Text("Seconds Remaining: \(secondsRemaining)")
        }
    }
}

struct MeetingFooterView: View {
    let speakers: [String]
    let speakerIndex: Int
    var skipAction: () -> Void

    var body: some View {
        let _ = print("MeetingFooterView body: \(speakerIndex < speakers.count ? speakers[speakerIndex] : "done")")
        HStack {
            Text("Speaker \(speakerIndex + 1) of \(speakers.count)")
            Button("Skip", action: skipAction)
        }
    }
}

struct MeetingView: View {
    let attendees: [String]
    @State private var scrumTimer = ScrumTimer()

    var body: some View {
        let _ = print("MeetingView body: \(scrumTimer.secondsElapsed)s speaker \(scrumTimer.speakerIndex)")
        VStack {
            MeetingHeaderView(secondsElapsed: scrumTimer.secondsElapsed, secondsRemaining: scrumTimer.secondsRemaining)
            Circle().strokeBorder(lineWidth: 24)
            MeetingFooterView(speakers: attendees, speakerIndex: scrumTimer.speakerIndex, skipAction: scrumTimer.skipSpeaker)
        }
        .padding()
        .onAppear {
            scrumTimer.reset(speakers: attendees, secondsPerSpeaker: 2)
            scrumTimer.startScrum()
        }
        .onDisappear {
            scrumTimer.stopScrum()
        }
    }
}

:mount MeetingView(attendees: ["Ana", "Ben", "Cy"])
// expect: MeetingView body: 0s speaker 0
// expect: MeetingHeaderView body: 0 elapsed, 0 remaining
// expect: MeetingFooterView body: Ana
// expect: meeting started
:advance 1s
// expect: MeetingView body: 1s speaker 0
// expect: MeetingHeaderView body: 1 elapsed, 5 remaining
// expect: MeetingFooterView body: Ana
:advance 1s
// expect: MeetingView body: 2s speaker 1
// expect: MeetingHeaderView body: 2 elapsed, 4 remaining
// expect: MeetingFooterView body: Ben
:tap "Skip"
// expect: MeetingView body: 4s speaker 2
// expect: MeetingHeaderView body: 4 elapsed, 2 remaining
// expect: MeetingFooterView body: Cy
:unmount
// expect: meeting stopped at 4s
