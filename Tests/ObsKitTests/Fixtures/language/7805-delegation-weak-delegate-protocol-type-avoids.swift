// Swift book style (delegation): weak delegate of protocol type avoids a cycle
protocol DownloaderDelegate: AnyObject {
    func downloader(_ d: Downloader, didFinish name: String)
}

final class Downloader {
    weak var delegate: (any DownloaderDelegate)?
    let name: String
    init(name: String) { self.name = name }
    deinit { print("Downloader \(name) deinit") }
    func run() {
        if let delegate = delegate {
            delegate.downloader(self, didFinish: name)
        } else {
            print("no delegate for \(name)")
        }
    }
}

final class Screen: DownloaderDelegate {
    let downloader: Downloader
    var finished: [String] = []
    init() {
        downloader = Downloader(name: "images")
        downloader.delegate = self
    }
    deinit { print("Screen deinit, finished \(finished)") }
    func downloader(_ d: Downloader, didFinish name: String) {
        finished.append(name)
        print("screen got \(name)")
    }
}

var screen: Screen? = Screen()
screen!.downloader.run()
let keep = screen!.downloader
screen = nil
print("delegate alive: \(keep.delegate != nil)")
keep.run()
// expect: screen got images
// expect: Screen deinit, finished ["images"]
// expect: delegate alive: false
// expect: no delegate for images
