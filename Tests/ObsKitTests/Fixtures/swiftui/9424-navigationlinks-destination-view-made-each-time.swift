// SwiftUI from Apple's documentation: https://developer.apple.com/videos/play/wwdc2020/10040/ (a NavigationLink's destination view is made each time the link's parent runs its body, but the destination's @StateObject is made only when the view is shown: just before its first body, after the push)
// "Data Essentials in SwiftUI" (WWDC20): SwiftUI instantiates a @StateObject's object just before running the body
// for the first time, and keeps it for the view's lifetime; view structs themselves are cheap and made often.
// `NavigationLink("Start Meeting", destination: MeetingView())` evaluates `MeetingView()` in the detail's body, so its
// init runs on every detail body, while the meeting's timer object waits for the push (the Scrumdinger tutorial's
// MeetingView owns its ScrumTimer this way: https://developer.apple.com/tutorials/app-dev-training/managing-state-and-life-cycle).
// - Mount and "Add attendee": the detail's body makes a MeetingView value each time; no timer is made.
// - "Start Meeting": the timer is made, then the meeting's body runs.
import SwiftUI

final class MeetingTimer: ObservableObject {
    @Published var activeSpeaker = "Ana"

    init() {
        print("meeting timer made")
    }
}

struct MeetingView: View {
    @StateObject private var timer = MeetingTimer()

    init() {
        print("meeting view init")
    }

    var body: some View {
        let _ = print("meeting body: \(timer.activeSpeaker) is speaking")
        Text("\(timer.activeSpeaker) is speaking")
    }
}

struct ScrumDetail: View {
    @State private var attendees = 3

    var body: some View {
        let _ = print("detail body: \(attendees) attendees")
        NavigationStack {
            VStack {
                Text("\(attendees) attendees")
                Button("Add attendee") { attendees += 1 }
                NavigationLink("Start Meeting", destination: MeetingView())
            }
        }
    }
}

:mount ScrumDetail()
// expect: detail body: 3 attendees
// expect: meeting view init
:tap "Add attendee"
// expect: detail body: 4 attendees
// expect: meeting view init
:tap "Start Meeting"
// expect: meeting timer made
// expect: meeting body: Ana is speaking
