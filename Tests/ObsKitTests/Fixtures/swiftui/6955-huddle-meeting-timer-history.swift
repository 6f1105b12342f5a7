// Huddle meeting: the timer-driven meeting screen of Apple's Scrumdinger tutorial ("Managing state and life cycle",
// "Making classes observable"), with own names and code. MeetingView owns a HuddleTimer (@StateObject) that ticks with
// Timer.scheduledTimer; onAppear resets and starts it, onDisappear stops it and appends an entry to the huddle's
// history through a @Binding, which the detail screen shows.
// What SwiftUI does: NavigationLink(destination:) builds MeetingView's struct in the detail's body, but its
// @StateObject is made right before its first body, at the push (rules §4.2, §14.3). onAppear runs after that
// update, and its @Published writes bring one more body in the same turn (rules §10.1, §10.3, §11.1). Each tick is
// one run-loop turn: two @Published writes, one body (rules §10.1, §15.15). Popping runs onDisappear (rules §11.1):
// the timer stops and the history grows, so the detail's body runs; no tick follows. A new push makes a new timer.
// Sources: rules §4.2, §10.1, §10.3, §11.1, §14.3, §15.15; Apple tutorial
// https://developer.apple.com/tutorials/app-dev-training/managing-state-and-life-cycle
import SwiftUI

struct HistoryEntry: Identifiable, Equatable {
    let id: Int
    let secondsElapsed: Int
}

struct Huddle: Equatable {
    var title: String
    var lengthInMinutes: Int
    var history: [HistoryEntry] = []
}

final class HuddleTimer: ObservableObject {
    @Published var secondsElapsed = 0
    @Published var secondsRemaining = 0
    private var lengthInSeconds = 0
    private var timer: Timer?

    init() { print("HuddleTimer init") }

    func reset(lengthInMinutes: Int) {
        lengthInSeconds = lengthInMinutes * 60
        secondsElapsed = 0
        secondsRemaining = lengthInSeconds
    }

    func startHuddle() {
        timer = Timer.scheduledTimer(withTimeInterval: 1, repeats: true) { [weak self] _ in
            self?.tick()
        }
    }

    func stopHuddle() {
        timer?.invalidate()
        timer = nil
    }

    private func tick() {
        secondsElapsed += 1
        secondsRemaining = max(lengthInSeconds - secondsElapsed, 0)
    }
}

struct MeetingView: View {
    @Binding var huddle: Huddle
    @StateObject private var huddleTimer = HuddleTimer()

    var body: some View {
        let _ = print("MeetingView body: \(huddleTimer.secondsElapsed) elapsed, \(huddleTimer.secondsRemaining) remaining")
        VStack {
            ProgressView(value: Double(huddleTimer.secondsElapsed), total: Double(huddle.lengthInMinutes * 60))
            HStack {
                Label("\(huddleTimer.secondsElapsed)", systemImage: "hourglass.tophalf.fill")
                Spacer()
                Label("\(huddleTimer.secondsRemaining)", systemImage: "hourglass.bottomhalf.fill")
            }
        }
        .padding()
        .onAppear {
            huddleTimer.reset(lengthInMinutes: huddle.lengthInMinutes)
            huddleTimer.startHuddle()
            print("huddle started")
        }
        .onDisappear {
            huddleTimer.stopHuddle()
            let entry = HistoryEntry(id: huddle.history.count + 1, secondsElapsed: huddleTimer.secondsElapsed)
            huddle.history.insert(entry, at: 0)
            print("huddle ended after \(huddleTimer.secondsElapsed) s")
        }
    }
}

struct HuddleDetailView: View {
    @Binding var huddle: Huddle

    var body: some View {
        let _ = print("HuddleDetailView body: \(huddle.history.count) past huddles")
        List {
            Section(header: Text("Huddle Info")) {
                NavigationLink(destination: MeetingView(huddle: $huddle)) {
                    Label("Start Huddle", systemImage: "timer")
                }
                Label("\(huddle.lengthInMinutes) minutes", systemImage: "clock")
            }
            Section(header: Text("History")) {
                ForEach(huddle.history) { entry in
                    Label("\(entry.secondsElapsed) s", systemImage: "calendar")
                }
            }
        }
        .navigationTitle(huddle.title)
    }
}

struct HuddleHome: View {
    @State private var huddle = Huddle(title: "App Dev", lengthInMinutes: 5)

    var body: some View {
        NavigationStack {
            HuddleDetailView(huddle: $huddle)
        }
    }
}

:mount HuddleHome()
// expect: HuddleDetailView body: 0 past huddles
:tap "Start Huddle"
// expect: HuddleTimer init
// expect: MeetingView body: 0 elapsed, 0 remaining
// expect: huddle started
// expect: MeetingView body: 0 elapsed, 300 remaining
:advance 2s
// expect: MeetingView body: 1 elapsed, 299 remaining
// expect: MeetingView body: 2 elapsed, 298 remaining
:back
// expect: huddle ended after 2 s
// expect: HuddleDetailView body: 1 past huddles
:advance 2s
:tap "Start Huddle"
// expect: HuddleTimer init
// expect: MeetingView body: 0 elapsed, 0 remaining
// expect: huddle started
// expect: MeetingView body: 0 elapsed, 300 remaining
:advance 1s
// expect: MeetingView body: 1 elapsed, 299 remaining
