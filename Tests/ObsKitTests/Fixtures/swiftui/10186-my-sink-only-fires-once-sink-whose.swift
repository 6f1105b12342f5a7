// stack-overflow style (pitfall on purpose): "my sink only fires once" — a sink whose AnyCancellable is discarded (`_ = $progress.sink`) is cancelled as soon as the statement ends: it got only the value $progress replays at subscription; the stored one keeps receiving (rules §6.3; Combine: AnyCancellable cancels on deinit)
import Combine

final class Downloader: ObservableObject {
    @Published var progress = 0.0
    private var kept: AnyCancellable?

    init() {
        _ = $progress.sink { print("unstored sink: \($0)") }
        kept = $progress.sink { print("stored sink: \($0)") }
    }
}

let downloader = Downloader()
downloader.progress = 0.5
downloader.progress = 1.0

// expect: unstored sink: 0.0
// expect: stored sink: 0.0
// expect: stored sink: 0.5
// expect: stored sink: 1.0
