// Club meeting with an ObservableObject session shared through `.environmentObject`, as WWDC20's "Data Essentials
// in SwiftUI" shares a model with a subtree; own code. One child shows the attendees, one the topic, and a footer
// declares nothing.
// What SwiftUI does: every view that declares `@EnvironmentObject` for the session is subscribed to its
// objectWillChange, so a new attendee runs the owner (its @StateObject observes too, rules §4.4), the attendee count
// and also the topic banner, which read nothing that changed (rules §6.5, §14.1). The footer has no dependency and is
// handed an equal (empty) value, so its body does not run (rules §2.1, §2.7).
// Sources: rules §2.7, §4.4, §6.5, §14.1; WWDC20 "Data Essentials in SwiftUI"
// https://developer.apple.com/videos/play/wwdc2020/10040/; Apple https://developer.apple.com/documentation/swiftui/environmentobject
import SwiftUI

final class ClubSession: ObservableObject {
    @Published var attendees = 3
    @Published var topic = "Dune"
}

struct AttendeeCount: View {
    @EnvironmentObject var session: ClubSession

    var body: some View {
        let _ = print("AttendeeCount body: \(session.attendees)")
        Text("\(session.attendees) attending")
    }
}

struct TopicBanner: View {
    @EnvironmentObject var session: ClubSession

    var body: some View {
        let _ = print("TopicBanner body: \(session.topic)")
        Text("Tonight: \(session.topic)")
    }
}

struct ClubFooter: View {
    var body: some View {
        let _ = print("ClubFooter body")
        Text("See you next month")
    }
}

struct ClubMeetingView: View {
    @StateObject private var session = ClubSession()

    var body: some View {
        let _ = print("ClubMeetingView body")
        VStack {
            AttendeeCount()
            TopicBanner()
            ClubFooter()
            Button("Join") { session.attendees += 1 }
        }
        .environmentObject(session)
    }
}

:mount ClubMeetingView()
// expect: ClubMeetingView body
// expect: AttendeeCount body: 3
// expect: TopicBanner body: Dune
// expect: ClubFooter body
:tap "Join"
// expect: ClubMeetingView body
// expect: AttendeeCount body: 4
// expect: TopicBanner body: Dune
