// SwiftUI from a tutorial pattern: https://developer.apple.com/documentation/swiftui/view/task(id:priority:_:) (loading a feed with .task(id: category): a new category cancels the running load and starts another)
// `.task(id:)` starts its action before the view appears, and whenever the id changes SwiftUI cancels the
// running task and starts a new one with the new value. Task.sleep throws CancellationError in a cancelled
// task, so its catch block runs; each task keeps the category it started with in a local constant.
// - The first load finishes after 1 s.
// - Picking Sports after the load finished only starts a new load; picking News again 0.5 s later cancels
//   the Sports load (its catch prints) and the News load finishes 1 s after that.
import SwiftUI

struct FeedScreen: View {
    @State private var category = "News"
    @State private var stories: [String] = []

    var body: some View {
        VStack {
            Picker("Category", selection: $category) {
                Text("News").tag("News")
                Text("Sports").tag("Sports")
            }
            ForEach(stories, id: \.self) { story in
                Text(story)
            }
        }
        .task(id: category) {
            let requested = category
            do {
                try await Task.sleep(for: .seconds(1))
                stories = ["\(requested) story A", "\(requested) story B"]
                print("loaded \(requested)")
            } catch {
                print("cancelled \(requested)")
            }
        }
    }
}

:mount FeedScreen()
:advance 1s
// expect: loaded News
:pick "Sports" in "Category"
:advance 500ms
:pick "News" in "Category"
// expect: cancelled Sports
:advance 1s
// expect: loaded News
