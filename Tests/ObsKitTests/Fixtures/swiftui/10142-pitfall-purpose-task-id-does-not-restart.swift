// what's-new style: PITFALL (on purpose): `.task(id:)` does not restart when the id did not change: other state re-runs the body, an equal write changes nothing, and a load in flight is left alone (rules §11.3, §3.4)
import SwiftUI

struct ArticlesView: View {
    @State private var category = "swift"
    @State private var unread = 0

    var body: some View {
        let _ = print("ArticlesView body: \(category), unread \(unread)")
        VStack {
            Button("Mark unread") { unread += 1 }
            Button("Swift") { category = "swift" }
            Button("Design") { category = "design" }
        }
        .task(id: category) {
            print("fetch \(category)")
            try? await Task.sleep(for: .seconds(1))
            guard !Task.isCancelled else { return }
            print("fetched \(category)")
        }
    }
}

:mount ArticlesView()
// expect: ArticlesView body: swift, unread 0
// expect: fetch swift
:advance 1s
// expect: fetched swift
:tap "Mark unread"
// expect: ArticlesView body: swift, unread 1
:tap "Swift"
:tap "Design"
// expect: ArticlesView body: design, unread 1
// expect: fetch design
:tap "Mark unread"
// expect: ArticlesView body: design, unread 2
:advance 1s
// expect: fetched design
