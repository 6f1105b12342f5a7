// WWDC style (actor state machine): a download manager actor with enum state transitions
enum DownloadState: Equatable, CustomStringConvertible {
    case idle
    case downloading(progress: Int)
    case finished(bytes: Int)
    case failed(String)

    var description: String {
        switch self {
        case .idle: return "idle"
        case .downloading(let p): return "downloading \(p)%"
        case .finished(let b): return "finished (\(b) bytes)"
        case .failed(let why): return "failed: \(why)"
        }
    }
}

actor Downloader {
    private(set) var state: DownloadState = .idle
    private var log: [String] = []

    func advance(to newState: DownloadState) {
        log.append("\(state) -> \(newState)")
        state = newState
    }

    func run(size: Int, failAt: Int? = nil) async {
        for p in stride(from: 25, through: 100, by: 25) {
            if p == failAt {
                advance(to: .failed("connection lost at \(p)%"))
                return
            }
            advance(to: .downloading(progress: p))
            await Task.yield()
        }
        advance(to: .finished(bytes: size))
    }

    func transitions() -> [String] { log }
}

let d1 = Downloader()
await d1.run(size: 2048)
for line in await d1.transitions() { print(line) }
let d2 = Downloader()
await d2.run(size: 10, failAt: 75)
print(await d2.state)
print(await d2.state == .failed("connection lost at 75%"))
// expect: idle -> downloading 25%
// expect: downloading 25% -> downloading 50%
// expect: downloading 50% -> downloading 75%
// expect: downloading 75% -> downloading 100%
// expect: downloading 100% -> finished (2048 bytes)
// expect: failed: connection lost at 75%
// expect: true
