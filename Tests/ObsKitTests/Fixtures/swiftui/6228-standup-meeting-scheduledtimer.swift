// A meeting screen driven by a MeetingTimer ObservableObject that runs a repeating Timer.scheduledTimer, started in onAppear and stopped in onDisappear; speakers rotate every 2 seconds or on "Next speaker"; expected output by the SwiftUI rules (Apple: Timer.scheduledTimer(withTimeInterval:repeats:block:), invalidate(); rules §11 onAppear/onDisappear, §6 @Published, onChange(of:) after the update)
import SwiftUI

final class MeetingTimer: ObservableObject {
    let speakers: [String]
    let secondsPerSpeaker: Int
    @Published var speakerIndex = 0
    @Published var secondsForSpeaker = 0
    @Published var isFinished = false
    private var timer: Timer?

    init(speakers: [String], secondsPerSpeaker: Int) {
        self.speakers = speakers
        self.secondsPerSpeaker = secondsPerSpeaker
    }

    var currentSpeaker: String { speakers[speakerIndex] }

    func start() {
        print("meeting started with \(speakers.count) speakers")
        timer = Timer.scheduledTimer(withTimeInterval: 1, repeats: true) { [weak self] _ in
            self?.tick()
        }
    }

    func stop() {
        timer?.invalidate()
        timer = nil
        print("timer stopped")
    }

    private func tick() {
        secondsForSpeaker += 1
        print("tick: \(currentSpeaker) \(secondsForSpeaker)s")
        if secondsForSpeaker == secondsPerSpeaker {
            nextSpeaker()
        }
    }

    func nextSpeaker() {
        secondsForSpeaker = 0
        if speakerIndex + 1 < speakers.count {
            speakerIndex += 1
        } else {
            isFinished = true
            stop()
        }
    }
}

struct MeetingView: View {
    @StateObject private var meeting = MeetingTimer(speakers: ["Ana", "Bo", "Cy"], secondsPerSpeaker: 2)

    var body: some View {
        VStack(spacing: 16) {
            if meeting.isFinished {
                Text("Meeting over")
            } else {
                Text("Speaker: \(meeting.currentSpeaker)")
                Text("\(meeting.secondsForSpeaker)s")
                Button("Next speaker") {
                    meeting.nextSpeaker()
                }
            }
        }
        .onAppear { meeting.start() }
        .onDisappear { meeting.stop() }
        .onChange(of: meeting.speakerIndex) { _, newIndex in
            print("now speaking: \(meeting.speakers[newIndex])")
        }
        .onChange(of: meeting.isFinished) {
            print("meeting over")
        }
    }
}

:mount MeetingView()
:advance 3500ms
:tap "Next speaker"
:advance 2s
:advance 2s
:unmount

// expect: meeting started with 3 speakers
// expect: tick: Ana 1s
// expect: tick: Ana 2s
// expect: now speaking: Bo
// expect: tick: Bo 1s
// expect: now speaking: Cy
// expect: tick: Cy 1s
// expect: tick: Cy 2s
// expect: timer stopped
// expect: meeting over
// expect: timer stopped
