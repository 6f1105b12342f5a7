// Follows Combine's `throttle(for:scheduler:latest:)` page
// (https://developer.apple.com/documentation/combine/publisher/throttle(for:scheduler:latest:)): "Publishes either the
// most-recent or first element published by the upstream publisher in the specified time interval." Own code: a
// post's like button; taps go into a PassthroughSubject, `scan` counts them, and the model saves the count at most
// once per second, the latest one (`latest: true`).
// - Rules §15.15 (throttle on the main queue, on the virtual clock): a value that comes with no interval running goes
//   at once, and one held during an interval goes at the interval's end. So of three quick taps the first is saved
//   at once and the third at 1 s; the second is dropped.
// - The tap only sends to the subject and prints; the sink's @Published write runs the body after the sink's line
//   (rules §6.3, §10.1). The scheduler is the main queue, so the first save is not inside `send`: it comes after
//   the tap's line, and the button sends last.
// - The next tap comes at 3 s, long after the interval: saved at once again.
import SwiftUI
import Combine

@MainActor
final class LikeModel: ObservableObject {
    @Published private(set) var savedLikes = 0
    private let taps = PassthroughSubject<Void, Never>()
    private var cancellables = Set<AnyCancellable>()

    init() {
        taps
            .scan(0) { count, _ in count + 1 }
            .throttle(for: .seconds(1), scheduler: DispatchQueue.main, latest: true)
            .sink { [weak self] count in
                print("saving \(count) likes")
                self?.savedLikes = count
            }
            .store(in: &cancellables)
    }

    func like() {
        print("like tapped")
        taps.send()
    }
}

struct PostView: View {
    @StateObject private var model = LikeModel()

    var body: some View {
        let _ = print("PostView body, \(model.savedLikes) saved")
        VStack {
            Text("Sunset over the bay")
            Button("Like") { model.like() }
        }
    }
}

:mount PostView()
// expect: PostView body, 0 saved
:tap "Like"
// expect: like tapped
// expect: saving 1 likes
// expect: PostView body, 1 saved
:tap "Like"
// expect: like tapped
:tap "Like"
// expect: like tapped
:advance 1s
// expect: saving 3 likes
// expect: PostView body, 3 saved
:advance 2s
:tap "Like"
// expect: like tapped
// expect: saving 4 likes
// expect: PostView body, 4 saved
