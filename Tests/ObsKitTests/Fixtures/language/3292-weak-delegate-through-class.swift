// Compiler test style: weak delegate through class-constrained protocol
protocol DownloaderDelegate: AnyObject {
    func didFinish(_ name: String, bytes: Int)
}
class Downloader {
    weak var delegate: DownloaderDelegate?
    let name: String
    init(name: String) { self.name = name }
    func run(_ bytes: Int) {
        if let d = delegate {
            d.didFinish(name, bytes: bytes)
        } else {
            print("\(name): no delegate")
        }
    }
    deinit { print("Downloader \(name) deinit") }
}
class Controller: DownloaderDelegate {
    var total = 0
    let downloader: Downloader
    init() {
        downloader = Downloader(name: "main")
        downloader.delegate = self
    }
    func didFinish(_ name: String, bytes: Int) {
        total += bytes
        print("\(name) finished \(bytes), total \(total)")
    }
    deinit { print("Controller deinit total=\(total)") }
}

var c: Controller? = Controller()
let d = c!.downloader
d.run(10)
d.run(32)
c = nil
print("controller released")
d.run(5)
print(d.delegate == nil)
// expect: main finished 10, total 10
// expect: main finished 32, total 42
// expect: Controller deinit total=42
// expect: controller released
// expect: main: no delegate
// expect: true
