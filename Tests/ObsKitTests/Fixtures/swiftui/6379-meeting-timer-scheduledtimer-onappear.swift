// Apple's Scrumdinger tutorial style (and Kodeco timer lessons): a MeetingTimer ObservableObject driven by Timer.scheduledTimer(withTimeInterval:repeats:), started in the pushed meeting view's onAppear and stopped (invalidated) in onDisappear, the view owning it with @StateObject; popping the view stops the ticks (Apple: Timer.scheduledTimer(withTimeInterval:repeats:block:), Timer.invalidate(), onAppear/onDisappear, NavigationLink(destination:); SEMANTICS §4, §11, §14 pop destroys the node)
import SwiftUI

final class MeetingTimer: ObservableObject {
    @Published var secondsElapsed = 0
    @Published var speakerIndex = 0
    let speakers: [String]
    let secondsPerSpeaker: Int
    private var timer: Timer?

    init(speakers: [String], secondsPerSpeaker: Int) {
        self.speakers = speakers
        self.secondsPerSpeaker = secondsPerSpeaker
    }

    func start() {
        timer?.invalidate()
        timer = Timer.scheduledTimer(withTimeInterval: 1, repeats: true) { [weak self] _ in
            self?.tick()
        }
        print("meeting started with \(speakers[speakerIndex])")
    }

    func stop() {
        timer?.invalidate()
        timer = nil
        print("meeting stopped after \(secondsElapsed)s")
    }

    private func tick() {
        secondsElapsed += 1
        if secondsElapsed % secondsPerSpeaker == 0 && speakerIndex < speakers.count - 1 {
            speakerIndex += 1
            print("\(secondsElapsed)s: over to \(speakers[speakerIndex])")
        } else {
            print("\(secondsElapsed)s")
        }
    }
}

struct MeetingView: View {
    @StateObject private var meetingTimer = MeetingTimer(speakers: ["Ada", "Ben", "Cy"], secondsPerSpeaker: 2)

    var body: some View {
        VStack {
            ProgressView(value: Double(meetingTimer.secondsElapsed), total: 6)
            Text("Speaker: \(meetingTimer.speakers[meetingTimer.speakerIndex])")
                .font(.title)
            Text("\(meetingTimer.secondsElapsed) seconds elapsed")
        }
        .padding()
        .onAppear { meetingTimer.start() }
        .onDisappear { meetingTimer.stop() }
        .navigationTitle("Daily Standup")
    }
}

struct MeetingsHome: View {
    var body: some View {
        NavigationStack {
            List {
                NavigationLink("Daily Standup") {
                    MeetingView()
                }
            }
            .navigationTitle("Meetings")
        }
    }
}

:mount MeetingsHome()
:tap "Daily Standup"
:advance 3500ms
:back
:advance 3s

// expect: meeting started with Ada
// expect: 1s
// expect: 2s: over to Ben
// expect: 3s
// expect: meeting stopped after 3s
