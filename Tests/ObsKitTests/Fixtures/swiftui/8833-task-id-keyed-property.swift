// SwiftUI from Apple's documentation: https://developer.apple.com/documentation/swiftui/view/task(id:priority:_:) (a task(id:) keyed on a property of an @Observable model held in @State restarts when a model method changes that property, and not when another property changes)
import SwiftUI

@Observable
final class Feed {
    var topic = "news"
    var unread = 0

    func switchTo(_ newTopic: String) { topic = newTopic }
    func markUnread() { unread += 1 }
}

struct FeedView: View {
    @State private var feed = Feed()

    var body: some View {
        VStack {
            Text("\(feed.topic): \(feed.unread) unread")
            Button("Sports") { feed.switchTo("sports") }
            Button("Mark unread") { feed.markUnread() }
        }
        .task(id: feed.topic) {
            print("loading \(feed.topic)")
        }
    }
}

:mount FeedView()
:tap "Mark unread"
:tap "Sports"
:tap "Mark unread"
// expect: loading news
// expect: loading sports
