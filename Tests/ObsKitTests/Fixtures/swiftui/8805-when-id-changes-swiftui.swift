// SwiftUI from Apple's documentation: https://developer.apple.com/documentation/swiftui/view/task(id:priority:_:) (when the id changes SwiftUI cancels the running task and starts a new one: the first search's sleep throws, only the new search finishes)
import SwiftUI

struct SearchBox: View {
    @State private var query = "a"

    var body: some View {
        VStack {
            Text("Query \(query)")
            Button("Type b") { query = "ab" }
        }
        .task(id: query) {
            let mine = query
            do {
                try await Task.sleep(for: .seconds(1))
                print("results for \(mine)")
            } catch {
                print("search for \(mine) cancelled")
            }
        }
    }
}

:mount SearchBox()
:advance 500ms
:tap "Type b"
:advance 2s
// expect: search for a cancelled
// expect: results for ab
