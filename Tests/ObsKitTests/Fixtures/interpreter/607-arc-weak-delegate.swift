// The delegate pattern: a weak delegate stops receiving calls once it is released.
protocol DownloaderDelegate: AnyObject {
    func didFinish(_ name: String)
}
class Downloader {
    weak var delegate: DownloaderDelegate?
    func download(_ name: String) {
        print("downloading \(name)")
        delegate?.didFinish(name)
    }
}
class Screen: DownloaderDelegate {
    func didFinish(_ name: String) { print("screen shows \(name)") }
    deinit { print("screen deinit") }
}
let downloader = Downloader()
var screen: Screen? = Screen()
downloader.delegate = screen
downloader.download("a.png")
screen = nil
downloader.download("b.png")
print(downloader.delegate == nil)

// expect: downloading a.png
// expect: screen shows a.png
// expect: screen deinit
// expect: downloading b.png
// expect: true
