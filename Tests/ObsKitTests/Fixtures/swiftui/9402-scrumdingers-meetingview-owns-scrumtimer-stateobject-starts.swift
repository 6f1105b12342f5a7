// SwiftUI from Apple's documentation: https://developer.apple.com/tutorials/app-dev-training/managing-state-and-life-cycle (Scrumdinger's MeetingView owns a ScrumTimer with @StateObject, starts it in onAppear and stops it in onDisappear; each tick re-runs the meeting's body, and each push gets a new timer)
// The Scrumdinger tutorial's MeetingView declares `@StateObject var scrumTimer = ScrumTimer()` and calls
// `startScrum()` in `.onAppear` and `stopScrum()` in `.onDisappear`; ScrumTimer publishes `secondsElapsed` from a
// repeating Timer. A @StateObject is made just before the view's first body and lives as long as the view, so a
// pushed MeetingView gets a timer when it is pushed and loses it when popped; pushing again makes a new one.
// - Push: the timer object is made, the body runs, then onAppear starts the scrum.
// - Two seconds: one body per tick.
// - Back: onDisappear stops the scrum; two more seconds print nothing.
// - Push again: a fresh timer, starting from 0.
import SwiftUI

final class ScrumTimer: ObservableObject {
    @Published var secondsElapsed = 0
    private var timer: Timer?

    init() {
        print("scrum timer made")
    }

    func startScrum() {
        timer = Timer.scheduledTimer(withTimeInterval: 1, repeats: true) { [weak self] _ in
            self?.secondsElapsed += 1
        }
        print("scrum started")
    }

    func stopScrum() {
        timer?.invalidate()
        timer = nil
        print("scrum stopped at \(secondsElapsed)s")
    }
}

struct MeetingView: View {
    @StateObject private var scrumTimer = ScrumTimer()

    var body: some View {
        let _ = print("meeting body: \(scrumTimer.secondsElapsed)s elapsed")
        VStack {
            Text("Seconds elapsed: \(scrumTimer.secondsElapsed)")
        }
        .onAppear { scrumTimer.startScrum() }
        .onDisappear { scrumTimer.stopScrum() }
    }
}

struct ScrumDetailView: View {
    var body: some View {
        NavigationStack {
            List {
                NavigationLink(destination: MeetingView()) {
                    Label("Start Meeting", systemImage: "timer")
                }
            }
            .navigationTitle("Design")
        }
    }
}

:mount ScrumDetailView()
:tap "Start Meeting"
// expect: scrum timer made
// expect: meeting body: 0s elapsed
// expect: scrum started
:advance 2s
// expect: meeting body: 1s elapsed
// expect: meeting body: 2s elapsed
:back
// expect: scrum stopped at 2s
:advance 2s
:tap "Start Meeting"
// expect: scrum timer made
// expect: meeting body: 0s elapsed
// expect: scrum started
