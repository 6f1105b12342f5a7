// combine style: a feed model subscribes in init to `NotificationCenter.default.publisher(for:)` with a weak-self sink stored in its cancellables; a post from top-level code runs the view's body, :unmount releases the model (its deinit, then the AnyCancellable it stored cancels), and a later post reaches nobody (rules §1.4, §15.15)
import SwiftUI
import Combine

extension Notification.Name {
    static let refreshAll = Notification.Name("refreshAll")
}

final class FeedModel: ObservableObject {
    @Published private(set) var refreshes = 0
    private var cancellables = Set<AnyCancellable>()

    init() {
        print("FeedModel init")
        NotificationCenter.default.publisher(for: .refreshAll)
            .sink { [weak self] _ in
                print("refresh notification")
                self?.refreshes += 1
            }
            .store(in: &cancellables)
        AnyCancellable { print("FeedModel cancellables released") }
            .store(in: &cancellables)
    }

    deinit { print("FeedModel deinit") }
}

struct FeedView: View {
    @StateObject private var feed = FeedModel()

    var body: some View {
        let _ = print("FeedView body: \(feed.refreshes) refreshes")
        Text("Refreshed \(feed.refreshes) times")
    }
}

:mount FeedView()
// expect: FeedModel init
// expect: FeedView body: 0 refreshes
NotificationCenter.default.post(name: .refreshAll, object: nil)
// expect: refresh notification
// expect: FeedView body: 1 refreshes
:unmount
// expect: FeedModel deinit
// expect: FeedModel cancellables released
NotificationCenter.default.post(name: .refreshAll, object: nil)
print("posted after unmount")
// expect: posted after unmount
