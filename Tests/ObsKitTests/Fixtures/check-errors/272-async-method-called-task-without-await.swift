// Check error: an async method called in a Task without await
import SwiftUI
import Observation

@Observable
class FeedModel {
    var posts: [String] = []

    func load() async {
        posts = ["First post", "Second post"]
    }
}

struct FeedView: View {
    @State private var model = FeedModel()

    var body: some View {
        List(model.posts, id: \.self) { Text($0) }
            .onAppear {
                Task {
                    model.load()
                }
            }
    }
}

:mount FeedView()
// expect-error: expression is 'async' but is not marked with 'await'
