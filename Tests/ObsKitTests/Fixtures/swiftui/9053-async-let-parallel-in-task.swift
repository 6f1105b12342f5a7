// SwiftUI from Apple's documentation: https://docs.swift.org/swift-book/documentation/the-swift-programming-language/concurrency/ (async let in a view's .task runs two loads in parallel: the whole load takes as long as the longer one)
// What SwiftUI does: "Calling Asynchronous Functions in Parallel": with async let both calls start at once and the
// code waits at `await` for both. So the 1 s fetch ends at 1 s, the 2 s one at 2 s, and the view updates at 2 s,
// not 3 s. The .task starts when the view appears (https://developer.apple.com/documentation/swiftui/view/task(priority:_:)).
import SwiftUI

struct ProfileHeader: View {
    @State private var text = "loading"

    var body: some View {
        let _ = print("body: \(text)")
        Text(text)
            .task {
                async let name = fetchName()
                async let posts = fetchPostCount()
                let (n, p) = await (name, posts)
                text = "\(n), \(p) posts"
            }
    }

    func fetchName() async -> String {
        try? await Task.sleep(for: .seconds(2))
        print("name fetched")
        return "Ana"
    }

    func fetchPostCount() async -> Int {
        try? await Task.sleep(for: .seconds(1))
        print("posts fetched")
        return 12
    }
}

:mount ProfileHeader()
// expect: body: loading
:advance 1s
// expect: posts fetched
print("after 1s")
// expect: after 1s
:advance 1s
// expect: name fetched
// expect: body: Ana, 12 posts
