// App code style: state machine with associated-value states for a download task
enum DownloadState: Equatable, CustomStringConvertible {
    case idle
    case downloading(progress: Int)
    case paused(at: Int)
    case finished(bytes: Int)
    case failed(reason: String, retries: Int)

    var description: String {
        switch self {
        case .idle: return "idle"
        case .downloading(let p): return "downloading \(p)%"
        case .paused(let p): return "paused at \(p)%"
        case .finished(let b): return "finished (\(b) bytes)"
        case let .failed(reason, retries): return "failed: \(reason) [retries \(retries)]"
        }
    }
}

enum DownloadEvent { case start, progress(Int), pause, resume, error(String), complete(Int), retry }

func reduce(_ s: DownloadState, _ e: DownloadEvent) -> DownloadState? {
    switch (s, e) {
    case (.idle, .start): return .downloading(progress: 0)
    case (.downloading, .progress(let p)) where p < 100: return .downloading(progress: p)
    case (.downloading, .progress): return nil
    case (.downloading(let p), .pause): return .paused(at: p)
    case (.paused(let p), .resume): return .downloading(progress: p)
    case (.downloading, .error(let r)): return .failed(reason: r, retries: 0)
    case (.failed(let r, let n), .retry) where n < 2: return .failed(reason: r, retries: n + 1)
    case (.failed(_, let n), .retry) where n >= 2: return .idle
    case (.downloading, .complete(let b)): return .finished(bytes: b)
    default: return nil
    }
}

var state = DownloadState.idle
let events: [DownloadEvent] = [.progress(5), .start, .progress(40), .pause, .progress(50), .resume,
                               .progress(100), .error("timeout"), .retry, .retry, .retry, .retry,
                               .start, .complete(2048), .start]
var rejected = 0
for e in events {
    if let next = reduce(state, e) {
        print("\(state) --\(e)--> \(next)")
        state = next
    } else {
        rejected += 1
    }
}
print("rejected \(rejected) events; final: \(state)")
print(state == .finished(bytes: 2048), state == .finished(bytes: 1))
// expect: idle --start--> downloading 0%
// expect: downloading 0% --progress(40)--> downloading 40%
// expect: downloading 40% --pause--> paused at 40%
// expect: paused at 40% --resume--> downloading 40%
// expect: downloading 40% --error("timeout")--> failed: timeout [retries 0]
// expect: failed: timeout [retries 0] --retry--> failed: timeout [retries 1]
// expect: failed: timeout [retries 1] --retry--> failed: timeout [retries 2]
// expect: failed: timeout [retries 2] --retry--> idle
// expect: idle --start--> downloading 0%
// expect: downloading 0% --complete(2048)--> finished (2048 bytes)
// expect: rejected 5 events; final: finished (2048 bytes)
// expect: true false
