// Swift book style (weak delegates): a delegate held weakly by a worker; the worker notices when the delegate is gone
protocol DownloadDelegate: AnyObject {
    func didFinish(_ name: String, bytes: Int)
}

class Downloader {
    weak var delegate: DownloadDelegate?
    let name: String
    init(name: String) { self.name = name }
    func run(bytes: Int) {
        if let d = delegate {
            d.didFinish(name, bytes: bytes)
        } else {
            print("\(name): nobody is listening")
        }
    }
    deinit { print("Downloader \(name) deinit") }
}

class Screen: DownloadDelegate {
    let title: String
    var received = 0
    let downloader: Downloader
    init(title: String) {
        self.title = title
        downloader = Downloader(name: "\(title)-dl")
        downloader.delegate = self
    }
    func didFinish(_ name: String, bytes: Int) {
        received += bytes
        print("\(title) got \(bytes) bytes from \(name), total \(received)")
    }
    deinit { print("Screen \(title) deinit") }
}

func session() -> Downloader {
    let screen = Screen(title: "Home")
    screen.downloader.run(bytes: 100)
    screen.downloader.run(bytes: 50)
    return screen.downloader
}

let orphan = session()
print("session over")
orphan.run(bytes: 10)
print(orphan.delegate == nil)

do {
    let s2 = Screen(title: "Detail")
    let other = Downloader(name: "extra")
    other.delegate = s2
    other.run(bytes: 7)
}
print("end")

// expect: Home got 100 bytes from Home-dl, total 100
// expect: Home got 50 bytes from Home-dl, total 150
// expect: Screen Home deinit
// expect: session over
// expect: Home-dl: nobody is listening
// expect: true
// expect: Detail got 7 bytes from extra, total 7
// expect: Downloader extra deinit
// expect: Screen Detail deinit
// expect: Downloader Detail-dl deinit
// expect: end
