// Reddit r/SwiftUI style: @Environment(\.dismiss) in a pushed view of a NavigationStack(path:) over a @State array: dismiss() pops the page it is in (the top one), which removes the last element of the path; the root reads the path and runs at each change (rules §15.12, §14.3, §3.5)
import SwiftUI

struct ArticleView: View {
    let id: Int
    @Environment(\.dismiss) private var dismiss

    var body: some View {
        let _ = print("ArticleView body: \(id)")
        VStack {
            Text("Article \(id)")
            NavigationLink("Next", value: id + 1)
            Button("Done reading") { dismiss() }
        }
    }
}

struct Reader: View {
    @State private var path: [Int] = []

    var body: some View {
        let _ = print("Reader body: \(path)")
        NavigationStack(path: $path) {
            VStack {
                NavigationLink("Article 1", value: 1)
            }
            .navigationDestination(for: Int.self) { id in
                ArticleView(id: id)
            }
        }
    }
}

:mount Reader()
// expect: Reader body: []
:tap "Article 1"
// expect: Reader body: [1]
// expect: ArticleView body: 1
:tap "Next"
// expect: Reader body: [1, 2]
// expect: ArticleView body: 2
:tap "Done reading"
// expect: Reader body: [1]
:tap "Done reading"
// expect: Reader body: []
