// Compiler test style: class-constrained protocols — a weak delegate typed as an AnyObject protocol is notified until its owner releases it
protocol DownloadDelegate: AnyObject {
    func didReceive(bytes: Int, from task: DownloadTask)
    func didFinish(_ task: DownloadTask)
}

extension DownloadDelegate {
    func didFinish(_ task: DownloadTask) {
        print("default finish for \(task.url)")
    }
}

final class DownloadTask {
    let url: String
    weak var delegate: DownloadDelegate?
    init(url: String) { self.url = url }

    func run(chunks: [Int]) {
        for c in chunks {
            guard let d = delegate else {
                print("no delegate for chunk \(c)")
                continue
            }
            d.didReceive(bytes: c, from: self)
        }
        delegate?.didFinish(self)
    }
}

final class ProgressView: DownloadDelegate {
    let id: String
    var total = 0
    init(id: String) { self.id = id }
    deinit { print("view \(id) deinit with total \(total)") }
    func didReceive(bytes: Int, from task: DownloadTask) {
        total += bytes
        print("\(id) got \(bytes) from \(task.url) (total \(total))")
    }
    func didFinish(_ task: DownloadTask) {
        print("\(id) finished \(task.url)")
    }
}

final class SilentLogger: DownloadDelegate {
    var count = 0
    func didReceive(bytes: Int, from task: DownloadTask) { count += 1 }
}

let task = DownloadTask(url: "a.zip")
var view: ProgressView? = ProgressView(id: "main")
task.delegate = view
task.run(chunks: [100, 250])
view = nil
print("delegate after release: \(task.delegate == nil)")
task.run(chunks: [7])

let logger = SilentLogger()
task.delegate = logger
task.run(chunks: [1, 2, 3])
print("logger count \(logger.count)")

// Identity comparisons through the protocol existential
let delegates: [DownloadDelegate] = [logger, ProgressView(id: "temp"), logger]
let sameAsFirst = delegates.map { $0 === delegates[0] }
print("identity: \(sameAsFirst)")
print("is ProgressView: \(delegates.map { $0 is ProgressView })")

// expect: main got 100 from a.zip (total 100)
// expect: main got 250 from a.zip (total 350)
// expect: main finished a.zip
// expect: view main deinit with total 350
// expect: delegate after release: true
// expect: no delegate for chunk 7
// expect: default finish for a.zip
// expect: logger count 3
// expect: identity: [true, false, true]
// expect: is ProgressView: [false, true, false]
