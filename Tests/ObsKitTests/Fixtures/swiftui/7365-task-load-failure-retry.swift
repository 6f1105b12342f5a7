// Error handling in an async view model, as blog posts about "loading states" write it: `isLoading`, an optional
// error message and the data as three properties, a `.task` for the first load and a "Retry" button, with a flaky mock
// service injected through the screen's init (`_viewModel = State(initialValue:)`).
// What SwiftUI does: the task starts on appear and runs until it sleeps; its writes (`isLoading = true`) run the body
// once in the same turn (rules §11.3, §10.1). Writing `errorMessage = nil` when it is already nil is an equal write and
// notifies nobody (rules §8.1). When the sleep ends the call throws; the catch and the `defer` write two properties in
// one turn: one body (rules §10.1). "Retry" starts a `Task` that begins when its turn ends (rules §10.1); the second call
// succeeds.
// Sources: rules §3.2, §8.1, §10.1, §11.3; https://developer.apple.com/documentation/swiftui/view/task(priority:_:)
import SwiftUI

enum FeedError: Error, CustomStringConvertible {
    case offline
    var description: String { "offline" }
}

protocol FeedService {
    func latestPosts() async throws -> [String]
}

final class FlakyFeedService: FeedService {
    private var calls = 0

    func latestPosts() async throws -> [String] {
        calls += 1
        print("FlakyFeedService call \(calls)")
        try await Task.sleep(for: .milliseconds(500))
        if calls == 1 {
            throw FeedError.offline
        }
        return ["Hello", "World"]
    }
}

@Observable
final class FeedViewModel {
    private let service: any FeedService
    var posts: [String] = []
    var errorMessage: String?
    var isLoading = false

    init(service: any FeedService) {
        self.service = service
    }

    func refresh() async {
        isLoading = true
        errorMessage = nil
        defer { isLoading = false }
        do {
            posts = try await service.latestPosts()
        } catch {
            errorMessage = "Couldn't load: \(error)"
        }
    }
}

struct FeedScreen: View {
    @State private var viewModel: FeedViewModel

    init(service: any FeedService) {
        _viewModel = State(initialValue: FeedViewModel(service: service))
    }

    var body: some View {
        let _ = print("FeedScreen body: loading \(viewModel.isLoading), \(viewModel.posts.count) posts, error \(viewModel.errorMessage ?? "none")")
        VStack {
            if let message = viewModel.errorMessage {
                Text(message)
                Button("Retry") {
                    Task { await viewModel.refresh() }
                }
            }
            ForEach(viewModel.posts, id: \.self) { post in
                Text(post)
            }
        }
        .task { await viewModel.refresh() }
    }
}

:mount FeedScreen(service: FlakyFeedService())
// expect: FeedScreen body: loading false, 0 posts, error none
// expect: FlakyFeedService call 1
// expect: FeedScreen body: loading true, 0 posts, error none
:advance 500ms
// expect: FeedScreen body: loading false, 0 posts, error Couldn't load: offline
:tap "Retry"
// expect: FlakyFeedService call 2
// expect: FeedScreen body: loading true, 0 posts, error none
:advance 500ms
// expect: FeedScreen body: loading false, 2 posts, error none
