// App code style: view-model with stored completion handlers, [weak self] capture lists and deinit messages
final class Downloader {
    var onProgress: ((Int) -> Void)?
    var onFinish: ((String) -> Void)?

    func start(steps: Int) {
        for step in stride(from: 0, through: 100, by: 100 / steps) {
            onProgress?(step)
        }
        onFinish?("file.zip")
    }
    deinit { print("Downloader deinit") }
}

final class DownloadViewModel {
    let name: String
    var log: [String] = []
    let downloader = Downloader()

    init(name: String) {
        self.name = name
        downloader.onProgress = { [weak self] percent in
            self?.log.append("\(percent)%")
        }
        downloader.onFinish = { [weak self] file in
            guard let self else { return }
            print("\(self.name) finished \(file) after \(self.log.count) updates")
        }
    }

    func run() { downloader.start(steps: 4) }
    deinit { print("DownloadViewModel \(name) deinit") }
}

var model: DownloadViewModel? = DownloadViewModel(name: "main")
model?.run()
print(model?.log.joined(separator: " ") ?? "no log")
weak var weakModel = model
model = nil
print("weak ref is nil: \(weakModel == nil)")

let orphan = Downloader()
var captured: DownloadViewModel? = DownloadViewModel(name: "temp")
orphan.onFinish = captured?.downloader.onFinish
captured = nil
orphan.start(steps: 2)
print("done")
// expect: main finished file.zip after 5 updates
// expect: 0% 25% 50% 75% 100%
// expect: DownloadViewModel main deinit
// expect: Downloader deinit
// expect: weak ref is nil: true
// expect: DownloadViewModel temp deinit
// expect: Downloader deinit
// expect: done
