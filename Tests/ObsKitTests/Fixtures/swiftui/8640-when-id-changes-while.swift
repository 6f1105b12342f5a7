// SwiftUI from Apple's documentation: https://developer.apple.com/documentation/swiftui/view/task(id:priority:_:) (when the id changes while the previous task is still waiting, SwiftUI cancels that task before starting the new one, so only the last query's search completes)
import SwiftUI

struct SearchView: View {
    @State private var query = ""

    var body: some View {
        TextField("Search", text: $query)
            .task(id: query) {
                let current = query
                do {
                    try await Task.sleep(for: .seconds(1))
                    print("results for '\(current)'")
                } catch {
                    print("search for '\(current)' cancelled")
                }
            }
    }
}

:mount SearchView()
:type "ab" into "Search"
:advance 2s
// expect: search for '' cancelled
// expect: search for 'a' cancelled
// expect: results for 'ab'
