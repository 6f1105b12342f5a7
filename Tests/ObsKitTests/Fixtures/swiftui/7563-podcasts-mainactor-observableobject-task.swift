// Older-style tutorial (iOS 15/16 era): a `@MainActor` ObservableObject view model with several @Published
// properties, loaded from `.task` and refreshed with `.refreshable`
// What SwiftUI does: the `@StateObject`'s object is made right before the first body (rules §4.2). The `.task` runs
// after the update (rules §10.3, §11.3); `load()` sets `isLoading`, `episodes` and `isLoading` again, three
// `objectWillChange` sends, and the `@MainActor` mock never suspends, so they give one body run in the next update
// (rules §10.1, rules T11), named by the field `_viewModel` (rules §12.1). A pull to refresh runs the action as a
// task (rules §15.10), with the same single update; each send reaches the view whatever it read (rules §6.5).
// Sources: rules §4.2, §6.3, §6.5, §10.1, §10.3, §11.3, §12.1, §15.10; Apple `View/refreshable(action:)`
// https://developer.apple.com/documentation/swiftui/view/refreshable(action:)
import SwiftUI

struct Episode: Identifiable {
    let id: Int
    let title: String
}

@MainActor
protocol PodcastService {
    func latestEpisodes() async throws -> [Episode]
}

@MainActor
final class StubPodcastService: PodcastService {
    private var calls = 0

    func latestEpisodes() async throws -> [Episode] {
        calls += 1
        print("StubPodcastService call \(calls)")
        return (1...(calls + 1)).map { Episode(id: $0, title: "Episode \($0)") }
    }
}

@MainActor
final class PodcastViewModel: ObservableObject {
    @Published private(set) var episodes: [Episode] = []
    @Published private(set) var isLoading = false
    private let service: any PodcastService

    init(service: any PodcastService) {
        self.service = service
        print("PodcastViewModel init")
    }

    func load() async {
        isLoading = true
        do {
            episodes = try await service.latestEpisodes()
        } catch {
            episodes = []
        }
        isLoading = false
    }
}

struct PodcastScreen: View {
    @StateObject private var viewModel: PodcastViewModel

    init(service: any PodcastService) {
        _viewModel = StateObject(wrappedValue: PodcastViewModel(service: service))
    }

    var body: some View {
        let _ = Self._printChanges()
        let _ = print("PodcastScreen body: \(viewModel.episodes.count) episodes, loading \(viewModel.isLoading)")
        List(viewModel.episodes) { episode in
            Text(episode.title)
        }
        .refreshable {
            await viewModel.load()
        }
        .task {
            await viewModel.load()
        }
    }
}

:mount PodcastScreen(service: StubPodcastService())
// expect: PodcastViewModel init
// expect: PodcastScreen: @self, @identity, _viewModel changed.
// expect: PodcastScreen body: 0 episodes, loading false
// expect: StubPodcastService call 1
// expect: PodcastScreen: _viewModel changed.
// expect: PodcastScreen body: 2 episodes, loading false
:refresh
// expect: StubPodcastService call 2
// expect: PodcastScreen: _viewModel changed.
// expect: PodcastScreen body: 3 episodes, loading false
