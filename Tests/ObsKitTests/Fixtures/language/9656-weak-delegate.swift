// AnyObject-constrained delegate protocols: weak var delegate, optional-chained callbacks, default implementations, identity
protocol DownloaderDelegate: AnyObject {
    func downloader(_ d: Downloader, didProgress percent: Int)
    func downloaderDidFinish(_ d: Downloader) -> String
    func shouldContinue(after percent: Int) -> Bool
}
extension DownloaderDelegate {
    func shouldContinue(after percent: Int) -> Bool { true }
}

final class Downloader {
    let file: String
    weak var delegate: DownloaderDelegate?
    init(file: String) { self.file = file }
    func run(steps: Int) {
        for i in 1...steps {
            let pct = i * 100 / steps
            delegate?.downloader(self, didProgress: pct)
            if delegate?.shouldContinue(after: pct) == false {
                print("  \(file): stopped at \(pct)")
                return
            }
        }
        let msg = delegate?.downloaderDidFinish(self) ?? "no delegate to tell"
        print("  \(file): \(msg)")
    }
}

final class ProgressView: DownloaderDelegate {
    let id: String
    var seen: [Int] = []
    init(id: String) { self.id = id }
    func downloader(_ d: Downloader, didProgress percent: Int) { seen.append(percent) }
    func downloaderDidFinish(_ d: Downloader) -> String { "\(id) saw \(seen)" }
    deinit { print("  ProgressView \(id) deinit") }
}

final class Cautious: DownloaderDelegate {
    func downloader(_ d: Downloader, didProgress percent: Int) { print("  cautious progress \(percent)") }
    func downloaderDidFinish(_ d: Downloader) -> String { "cautious finished" }
    func shouldContinue(after percent: Int) -> Bool { percent < 50 }
}

print("with view")
let dl = Downloader(file: "a.zip")
var view: ProgressView? = ProgressView(id: "v1")
dl.delegate = view
dl.run(steps: 4)
print("delegate is view:", dl.delegate === view)
print("releasing view")
view = nil
print("delegate now nil:", dl.delegate == nil)
dl.run(steps: 2)

print("cautious")
let cautious = Cautious()
let dl2 = Downloader(file: "b.iso")
dl2.delegate = cautious
dl2.run(steps: 3)

print("shared delegate")
let shared = ProgressView(id: "shared")
let d3 = Downloader(file: "c"), d4 = Downloader(file: "d")
d3.delegate = shared
d4.delegate = shared
d3.run(steps: 1)
d4.run(steps: 2)
print(ObjectIdentifier(d3.delegate!) == ObjectIdentifier(d4.delegate!))
let delegates: [DownloaderDelegate] = [shared, cautious, shared]
print(delegates.filter { $0 === shared }.count, delegates.map { $0 is Cautious })
func temporary() {
    let t = ProgressView(id: "temp")
    let d = Downloader(file: "e")
    d.delegate = t
    d.run(steps: 1)
}
temporary()
print("done")

// expect: with view
// expect:   a.zip: v1 saw [25, 50, 75, 100]
// expect: delegate is view: true
// expect: releasing view
// expect:   ProgressView v1 deinit
// expect: delegate now nil: true
// expect:   a.zip: no delegate to tell
// expect: cautious
// expect:   cautious progress 33
// expect:   cautious progress 66
// expect:   b.iso: stopped at 66
// expect: shared delegate
// expect:   c: shared saw [100]
// expect:   d: shared saw [100, 50, 100]
// expect: true
// expect: 2 [false, true, false]
// expect:   e: temp saw [100]
// expect:   ProgressView temp deinit
// expect: done
