// Swift by Sundell style (class-constrained protocols): an AnyObject delegate protocol held weakly, with identity checks through ===
protocol DownloadDelegate: AnyObject {
    func downloadDidFinish(_ name: String, bytes: Int)
}

final class Downloader {
    weak var delegate: DownloadDelegate?
    let name: String
    init(name: String) { self.name = name }
    func run(bytes: Int) {
        if let delegate = delegate {
            delegate.downloadDidFinish(name, bytes: bytes)
        } else {
            print("\(name): nobody is listening")
        }
    }
}

final class Logger: DownloadDelegate {
    var log: [String] = []
    func downloadDidFinish(_ name: String, bytes: Int) {
        log.append("\(name)=\(bytes)")
    }
    deinit { print("logger released") }
}

let first = Downloader(name: "photo")
let second = Downloader(name: "video")
var logger: Logger? = Logger()
first.delegate = logger
second.delegate = logger
first.run(bytes: 120)
second.run(bytes: 4096)
print(logger!.log)
print(first.delegate === second.delegate)

func same(_ a: AnyObject?, _ b: AnyObject?) -> Bool { a === b }
print(same(first.delegate, logger), same(first, second))
logger = nil
print(first.delegate == nil)
first.run(bytes: 1)

// expect: ["photo=120", "video=4096"]
// expect: true
// expect: true false
// expect: logger released
// expect: true
// expect: photo: nobody is listening
