// SwiftUI from Apple's documentation: https://developer.apple.com/documentation/swiftui/view/task(id:priority:_:) (a change of id cancels the running task and starts a new one)
// What SwiftUI does: task(id:) "behaves like task(priority:_:), except that it also cancels and recreates the task
// when a specified value changes". The old task's Task.sleep throws CancellationError
// (https://developer.apple.com/documentation/swift/task/sleep(for:tolerance:clock:)); it was cancelled first, so its
// catch runs before the new task's first line. The new task loads the new article.
import SwiftUI

struct ArticleView: View {
    @State private var articleID = 1
    @State private var title = "none"

    var body: some View {
        let _ = print("body: article \(articleID), title \(title)")
        VStack {
            Text(title)
            Button("Next article") { articleID += 1 }
        }
        .task(id: articleID) {
            let id = articleID
            print("loading article \(id)")
            do {
                try await Task.sleep(for: .seconds(2))
                title = "Article \(id)"
            } catch {
                print("load of article \(id) cancelled: \(error is CancellationError)")
            }
        }
    }
}

:mount ArticleView()
// expect: body: article 1, title none
// expect: loading article 1
:advance 1s
:tap "Next article"
// expect: body: article 2, title none
// expect: load of article 1 cancelled: true
// expect: loading article 2
:advance 2s
// expect: body: article 2, title Article 2
