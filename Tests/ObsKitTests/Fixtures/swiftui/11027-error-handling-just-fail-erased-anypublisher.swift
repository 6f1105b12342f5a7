// Kodeco style (error handling): Just and Fail erased to AnyPublisher, catch falls back to cached data, replaceError and Empty finish at once; each action sets @Published once and runs one body (rules §6.3, §10.1)
import SwiftUI
import Combine

enum LoadError: Error {
    case offline
}

final class FeedViewModel: ObservableObject {
    @Published private(set) var items: [String] = []
    private var bag = Set<AnyCancellable>()

    func fetch(online: Bool) -> AnyPublisher<[String], LoadError> {
        if online {
            return Just(["news", "sports"])
                .setFailureType(to: LoadError.self)
                .eraseToAnyPublisher()
        }
        return Fail(error: LoadError.offline).eraseToAnyPublisher()
    }

    func reload(online: Bool) {
        fetch(online: online)
            .catch { error -> Just<[String]> in
                print("caught \(error)")
                return Just(["cached"])
            }
            .sink(receiveCompletion: { print("completion: \($0)") },
                  receiveValue: { [weak self] in self?.items = $0 })
            .store(in: &bag)
    }

    func clear() {
        Empty<[String], LoadError>()
            .replaceError(with: ["never"])
            .sink(receiveCompletion: { [weak self] _ in
                print("empty finished")
                self?.items = []
            }, receiveValue: { print("unexpected \($0)") })
            .store(in: &bag)
    }
}

struct FeedView: View {
    @StateObject private var feed = FeedViewModel()

    var body: some View {
        let _ = print("body items=\(feed.items)")
        List {
            Button("Load Online") { feed.reload(online: true) }
            Button("Load Offline") { feed.reload(online: false) }
            Button("Clear") { feed.clear() }
            ForEach(feed.items, id: \.self) { Text($0) }
        }
    }
}

:mount FeedView()
// expect: body items=[]
:tap "Load Online"
// expect: completion: finished
// expect: body items=["news", "sports"]
:tap "Load Offline"
// expect: caught offline
// expect: completion: finished
// expect: body items=["cached"]
:tap "Clear"
// expect: empty finished
// expect: body items=[]
