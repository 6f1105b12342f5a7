// Protocols: property/method/init requirements, mutating requirements, protocols as types, delegation (expected output from swiftc 6.3.1 on Linux)
protocol Named { var name: String { get } }
protocol Scorable {
    var score: Int { get set }
    static var maxScore: Int { get }
    mutating func bump(by points: Int)
}
struct Player: Named, Scorable {
    let name: String
    var score = 0
    static let maxScore = 100
    mutating func bump(by points: Int) { score = min(score + points, Player.maxScore) }
}
var p = Player(name: "Kai")
p.bump(by: 70); p.bump(by: 50)
print(p.name, p.score, Player.maxScore)

protocol TimeSource {
    func secondsNow() -> Int
}
final class ScriptedClock: TimeSource {
    private var ticks: [Int]
    init(ticks: [Int]) { self.ticks = ticks }
    func secondsNow() -> Int { ticks.removeFirst() }
}
struct RateLimiter {
    let clock: any TimeSource
    let minimumGap: Int
    var lastAllowed: Int? = nil
    mutating func allow() -> Bool {
        let now = clock.secondsNow()
        if let last = lastAllowed, now - last < minimumGap { return false }
        lastAllowed = now; return true
    }
}
var limiter = RateLimiter(clock: ScriptedClock(ticks: [0, 2, 5, 6, 11, 30]), minimumGap: 5)
print("allowed:", (0..<6).map { _ in limiter.allow() })

protocol Initializable { init(label: String) }
class Component: Initializable {
    let label: String
    required init(label: String) { self.label = label }
}
func make<T: Initializable>(_ type: T.Type, _ label: String) -> T { T(label: label) }
print(make(Component.self, "header").label)

protocol DownloadDelegate: AnyObject {
    func downloadDidStart(_ d: Downloader)
    func download(_ d: Downloader, didProgress percent: Int)
    func downloadDidFinish(_ d: Downloader, bytes: Int)
}
final class Downloader {
    let file: String
    weak var delegate: (any DownloadDelegate)?
    init(file: String) { self.file = file }
    func run(chunks: [Int]) {
        delegate?.downloadDidStart(self)
        let total = chunks.reduce(0, +)
        var done = 0
        for c in chunks {
            done += c
            delegate?.download(self, didProgress: done * 100 / total)
        }
        delegate?.downloadDidFinish(self, bytes: total)
    }
}
final class ProgressLogger: DownloadDelegate {
    var lines: [String] = []
    func downloadDidStart(_ d: Downloader) { lines.append("start \(d.file)") }
    func download(_ d: Downloader, didProgress percent: Int) { lines.append("\(percent)%") }
    func downloadDidFinish(_ d: Downloader, bytes: Int) { lines.append("done \(bytes)B") }
}
let logger = ProgressLogger()
let job = Downloader(file: "map.tiles")
job.run(chunks: [100])
print("without delegate:", logger.lines.count)
job.delegate = logger
job.run(chunks: [250, 250, 500])
print(logger.lines.joined(separator: " | "))

// expect: Kai 100 100
// expect: allowed: [true, false, true, false, true, true]
// expect: header
// expect: without delegate: 0
// expect: start map.tiles | 25% | 50% | 100% | done 1000B
