// SwiftLee style (weak delegates and deinit): a downloader with a weak delegate, closures capturing [weak self], and lifecycle logging
protocol DownloaderDelegate: AnyObject {
    func downloader(_ d: Downloader, didFinish item: String)
    func downloaderDidFail(_ d: Downloader, reason: String)
}

final class Downloader {
    weak var delegate: DownloaderDelegate?
    let name: String
    var onProgress: ((Int) -> Void)?
    init(name: String) { self.name = name; print("init \(name)") }
    deinit { print("deinit \(name)") }

    func fetch(_ items: [String]) {
        for (i, item) in items.enumerated() {
            onProgress?((i + 1) * 100 / items.count)
            if item.isEmpty {
                delegate?.downloaderDidFail(self, reason: "empty item at \(i)")
            } else {
                delegate?.downloader(self, didFinish: item.uppercased())
            }
        }
    }
}

final class ViewController: DownloaderDelegate {
    let downloader = Downloader(name: "main")
    var received: [String] = []
    var progressLog: [Int] = []

    init() {
        print("init VC")
        downloader.delegate = self
        downloader.onProgress = { [weak self] pct in self?.progressLog.append(pct) }
    }
    deinit { print("deinit VC") }

    func downloader(_ d: Downloader, didFinish item: String) { received.append(item) }
    func downloaderDidFail(_ d: Downloader, reason: String) { print("\(d.name) failed: \(reason)") }
}

var vc: ViewController? = ViewController()
vc?.downloader.fetch(["a", "", "c", "d"])
print(vc?.received ?? [], vc?.progressLog ?? [])

let orphan = Downloader(name: "orphan")
do {
    let temp = ViewController()
    orphan.delegate = temp
    print("delegate set:", orphan.delegate != nil)
}
print("delegate after scope:", orphan.delegate == nil)
orphan.fetch(["x"])

weak var weakVC = vc
print("weakVC alive:", weakVC != nil)
vc = nil
print("weakVC after nil:", weakVC == nil)

final class Leaky {
    var handler: (() -> Void)?
    let id: Int
    init(id: Int) { self.id = id }
    deinit { print("deinit Leaky \(id)") }
}
do {
    let fine = Leaky(id: 1)
    fine.handler = { [unowned fine] in print("handler for", fine.id) }
    fine.handler?()
}
print("done")

// expect: init main
// expect: init VC
// expect: main failed: empty item at 1
// expect: ["A", "C", "D"] [25, 50, 75, 100]
// expect: init orphan
// expect: init main
// expect: init VC
// expect: delegate set: true
// expect: deinit VC
// expect: deinit main
// expect: delegate after scope: true
// expect: weakVC alive: true
// expect: deinit VC
// expect: deinit main
// expect: weakVC after nil: true
// expect: handler for 1
// expect: deinit Leaky 1
// expect: done
