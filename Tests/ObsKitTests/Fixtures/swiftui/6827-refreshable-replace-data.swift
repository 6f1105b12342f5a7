// Follows Apple's `refreshable(action:)` page (https://developer.apple.com/documentation/swiftui/view/refreshable(action:)):
// a List whose pull-to-refresh runs an async action that replaces the data with a newer copy. Own code: a news feed
// whose refresh waits a second (a stand-in for the network) and then loads the next batch of stories.
// - The refreshed array keeps the ids of stories that are still there: their rows keep their nodes and @State
//   (rules §1.2). A story no longer in the batch loses its row (onDisappear, rules §1.4, §11.1); a new story gets a
//   new row, whose body runs during the update (rules §2.8) — before the onDisappear, which comes after the update
//   (rules §10.3). Rows print no onAppear, so no two rows' callbacks need ordering.
// - `:refresh` starts the action; it runs until it waits; `:advance 1s` resumes it (rules §15.10). The assignment
//   is a state write: the body runs at the update after the action's step, so the action's print comes first (rules
//   §0.3, §10.1).
import SwiftUI

struct Story: Identifiable {
    let id: Int
    let headline: String
}

struct StoryRow: View {
    let story: Story
    @State private var saved = false

    var body: some View {
        let _ = print("StoryRow body #\(story.id), saved \(saved)")
        Button("\(story.headline) - \(saved ? "saved" : "not saved")") {
            saved.toggle()
        }
        .onDisappear {
            print("StoryRow disappeared #\(story.id)")
        }
    }
}

struct NewsFeed: View {
    private let batches = [
        [Story(id: 1, headline: "Rain"), Story(id: 2, headline: "Vote")],
        [Story(id: 2, headline: "Vote"), Story(id: 3, headline: "Match")],
    ]
    @State private var stories = [Story(id: 1, headline: "Rain")]
    @State private var loads = 0

    var body: some View {
        let _ = print("NewsFeed body: \(stories.map { "#\($0.id)" }.joined(separator: " "))")
        List {
            ForEach(stories) { story in
                StoryRow(story: story)
            }
        }
        .refreshable {
            print("refresh started")
            try? await Task.sleep(for: .seconds(1))
            stories = batches[min(loads, batches.count - 1)]
            loads += 1
            print("refresh finished")
        }
    }
}

:mount NewsFeed()
// expect: NewsFeed body: #1
// expect: StoryRow body #1, saved false
:refresh
// expect: refresh started
:advance 1s
// expect: refresh finished
// expect: NewsFeed body: #1 #2
// expect: StoryRow body #2, saved false
:tap "Vote - not saved"
// expect: StoryRow body #2, saved true
:refresh
// expect: refresh started
:advance 1s
// expect: refresh finished
// expect: NewsFeed body: #2 #3
// expect: StoryRow body #3, saved false
// expect: StoryRow disappeared #1
:tap "Vote - saved"
// expect: StoryRow body #2, saved false
