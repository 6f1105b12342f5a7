// Issue 13 (A), a stand-up meeting timer (the Scrumdinger idea, own code): an @Observable timer object that
// rotates speakers every N seconds with a Task loop, started in onAppear and stopped in onDisappear, and a
// Skip button.
// Expected: on the virtual clock the speaker changes after 2 s of `:advance`; Skip moves on at once; after
// the last speaker the loop stops itself, so later time passes silently.
import SwiftUI

@MainActor
@Observable
final class StandupTimer {
    let speakers: [String]
    let secondsPerSpeaker: Int
    private(set) var speakerIndex = 0
    private(set) var secondsElapsed = 0
    private var speakerSeconds = 0
    private var loop: Task<Void, Never>?

    init(speakers: [String], secondsPerSpeaker: Int) {
        self.speakers = speakers
        self.secondsPerSpeaker = secondsPerSpeaker
    }

    var currentSpeaker: String { speakers[speakerIndex] }

    func start() {
        print("meeting started,", currentSpeaker, "speaks")
        loop = Task {
            while true {
                do {
                    try await Task.sleep(for: .seconds(1))
                } catch {
                    return
                }
                tick()
            }
        }
    }

    func stop() {
        loop?.cancel()
        loop = nil
    }

    func skip() {
        nextSpeaker()
    }

    private func tick() {
        secondsElapsed += 1
        speakerSeconds += 1
        if speakerSeconds == secondsPerSpeaker {
            nextSpeaker()
        }
    }

    private func nextSpeaker() {
        speakerSeconds = 0
        if speakerIndex + 1 < speakers.count {
            speakerIndex += 1
            print("now speaking:", currentSpeaker)
        } else {
            print("meeting over after \(secondsElapsed) s")
            stop()
        }
    }
}

struct MeetingView: View {
    @State private var timer = StandupTimer(speakers: ["Ana", "Ben", "Cy"], secondsPerSpeaker: 2)

    var body: some View {
        VStack {
            Text("Speaker: \(timer.currentSpeaker)")
            Text("\(timer.secondsElapsed) s")
            Button("Skip") { timer.skip() }
        }
        .onAppear { timer.start() }
        .onDisappear { timer.stop() }
    }
}

:mount MeetingView()
:advance 2s
:tap "Skip"
:advance 2s
:advance 5s
print("quiet")

// expect: meeting started, Ana speaks
// expect: now speaking: Ben
// expect: now speaking: Cy
// expect: meeting over after 4 s
// expect: quiet
