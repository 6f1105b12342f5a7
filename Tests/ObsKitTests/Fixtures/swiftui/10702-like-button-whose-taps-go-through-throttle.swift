// combine style: a like button whose taps go through `throttle(for: .seconds(1), scheduler: DispatchQueue.main, latest: true)`: the first tap goes at once (after the action, on the main queue), taps inside the interval are held and only the latest is sent when the interval ends (rules §15.15)
import SwiftUI
import Combine

final class LikeModel: ObservableObject {
    let taps = PassthroughSubject<Int, Never>()
    @Published private(set) var savedTap = 0
    private var tapCount = 0
    private var bag = Set<AnyCancellable>()

    init() {
        taps
            .throttle(for: .seconds(1), scheduler: DispatchQueue.main, latest: true)
            .sink { [weak self] n in
                print("saved tap \(n)")
                self?.savedTap = n
            }
            .store(in: &bag)
    }

    func like() {
        tapCount += 1
        print("tap \(tapCount)")
        taps.send(tapCount)
    }
}

struct LikeView: View {
    @StateObject private var model = LikeModel()

    var body: some View {
        let _ = print("LikeView body: saved \(model.savedTap)")
        Button("Like") { model.like() }
    }
}

:mount LikeView()
// expect: LikeView body: saved 0
:tap "Like"
// expect: tap 1
// expect: saved tap 1
// expect: LikeView body: saved 1
:tap "Like"
// expect: tap 2
:tap "Like"
// expect: tap 3
:advance 1s
// expect: saved tap 3
// expect: LikeView body: saved 3
:advance 2s
