// Club meeting with an @Observable session shared through `.environment(_:)` and read with
// `@Environment(ClubSessionModel.self)`, the migration WWDC23's "Discover Observation in SwiftUI" shows for
// environment objects; own code (the @Observable twin of 7014).
// What SwiftUI does: @Environment with an @Observable type tracks reads per property (rules §14.2, §8.3): a new
// attendee runs only the view that read `attendees`, a new topic only the banner. The owner keeps the model in @State
// and reads none of it, and the footer has no dependency, so neither runs.
// Sources: rules §8.3, §14.2; WWDC23 "Discover Observation in SwiftUI" https://developer.apple.com/videos/play/wwdc2023/10149/;
// Apple "Migrating from the Observable Object protocol to the Observable macro"
// https://developer.apple.com/documentation/swiftui/migrating-from-the-observable-object-protocol-to-the-observable-macro
import SwiftUI

@Observable
final class ClubSessionModel {
    var attendees = 3
    var topic = "Dune"
}

struct AttendeeTally: View {
    @Environment(ClubSessionModel.self) private var session

    var body: some View {
        let _ = print("AttendeeTally body: \(session.attendees)")
        Text("\(session.attendees) attending")
    }
}

struct TopicHeadline: View {
    @Environment(ClubSessionModel.self) private var session

    var body: some View {
        let _ = print("TopicHeadline body: \(session.topic)")
        Text("Tonight: \(session.topic)")
    }
}

struct MeetingFooter: View {
    var body: some View {
        let _ = print("MeetingFooter body")
        Text("See you next month")
    }
}

struct ObservableMeetingView: View {
    @State private var session = ClubSessionModel()

    var body: some View {
        let _ = print("ObservableMeetingView body")
        VStack {
            AttendeeTally()
            TopicHeadline()
            MeetingFooter()
            Button("Join") { session.attendees += 1 }
            Button("New Topic") { session.topic = "Emma" }
        }
        .environment(session)
    }
}

:mount ObservableMeetingView()
// expect: ObservableMeetingView body
// expect: AttendeeTally body: 3
// expect: TopicHeadline body: Dune
// expect: MeetingFooter body
:tap "Join"
// expect: AttendeeTally body: 4
:tap "New Topic"
// expect: TopicHeadline body: Emma
