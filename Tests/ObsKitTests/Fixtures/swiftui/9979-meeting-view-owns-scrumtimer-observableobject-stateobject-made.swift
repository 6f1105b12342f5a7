// Apple Scrumdinger sample style: the meeting view owns a ScrumTimer (ObservableObject) with @StateObject, made when the view is pushed, right before its first body; onAppear resets and starts it, each tick publishes secondsElapsed and re-runs the view; popping the meeting runs onDisappear, which stops the timer, and the timer object is released after (rules §4.2, §4.4, §11.1, §14.3, §15.15, §5.2)
import SwiftUI

final class ScrumTimer: ObservableObject {
    @Published var secondsElapsed = 0
    @Published var activeSpeaker = ""
    private var timer: Timer?

    init() { print("ScrumTimer init") }
    deinit { print("ScrumTimer deinit") }

    func reset(speakers: [String]) {
        activeSpeaker = speakers.first ?? ""
        secondsElapsed = 0
    }

    func startScrum() {
        print("start")
        timer = Timer.scheduledTimer(withTimeInterval: 1, repeats: true) { [weak self] _ in
            self?.secondsElapsed += 1
        }
    }

    func stopScrum() {
        timer?.invalidate()
        timer = nil
        print("stop at \(secondsElapsed)")
    }
}

struct MeetingView: View {
    @StateObject private var scrumTimer = ScrumTimer()

    var body: some View {
        let _ = print("MeetingView body: \(scrumTimer.secondsElapsed)s, speaker \(scrumTimer.activeSpeaker.isEmpty ? "none" : scrumTimer.activeSpeaker)")
        Text("\(scrumTimer.secondsElapsed) seconds")
            .onAppear {
                scrumTimer.reset(speakers: ["Ana", "Ben"])
                scrumTimer.startScrum()
            }
            .onDisappear {
                scrumTimer.stopScrum()
            }
    }
}

struct ScrumHome: View {
    var body: some View {
        NavigationStack {
            List {
                NavigationLink {
                    MeetingView()
                } label: {
                    Text("Start meeting")
                }
            }
        }
    }
}

:mount ScrumHome()
:tap "Start meeting"
// expect: ScrumTimer init
// expect: MeetingView body: 0s, speaker none
// expect: start
// expect: MeetingView body: 0s, speaker Ana
:advance 2s
// expect: MeetingView body: 1s, speaker Ana
// expect: MeetingView body: 2s, speaker Ana
:back
// expect: stop at 2
// expect: ScrumTimer deinit
:advance 2s
