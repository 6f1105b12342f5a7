// Awaiting an async function inside onAppear, whose closure is synchronous
// Written by an outside author (stop 28 corpus, file 7084); the message is the one Xcode gives as the author
// knows it (not machine-checked: no SwiftUI on Linux); tools/check-interface against Interface/ gives it.
import SwiftUI

@MainActor
final class FeedModel: ObservableObject {
    @Published var posts: [String] = []

    func load() async {
        posts = ["First post", "Second post"]
    }
}

struct FeedView: View {
    @StateObject private var model = FeedModel()

    var body: some View {
        List(model.posts, id: \.self) { post in
            Text(post)
        }
        .onAppear {
            await model.load()
        }
    }
}

// expect-error: invalid conversion from 'async' function of type '() async -> ()' to synchronous function type '() -> Void'
