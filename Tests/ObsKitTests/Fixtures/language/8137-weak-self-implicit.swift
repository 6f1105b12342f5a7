// Swift Evolution style: SE-0365 implicit self after guard let self in [weak self] closures
final class Downloader {
    private var handlers: [() -> Void] = []
    func onComplete(_ handler: @escaping () -> Void) { handlers.append(handler) }
    func finish() {
        let pending = handlers
        handlers = []
        for h in pending { h() }
    }
}

final class ImageViewModel {
    let name: String
    var status = "idle"
    var progress = 0
    private let downloader: Downloader

    init(name: String, downloader: Downloader) {
        self.name = name
        self.downloader = downloader
    }

    func load() {
        status = "loading"
        downloader.onComplete { [weak self] in
            guard let self else {
                print("view model already gone")
                return
            }
            // No explicit self. needed after unwrapping
            progress = 100
            status = "loaded"
            report()
        }
    }

    func report() {
        print("\(name): \(status) \(progress)%")
    }

    deinit { print("deinit \(name)") }
}

let downloader = Downloader()
var first: ImageViewModel? = ImageViewModel(name: "photo-1", downloader: downloader)
first?.load()
first?.report()
downloader.finish()

var second: ImageViewModel? = ImageViewModel(name: "photo-2", downloader: downloader)
second?.load()
second = nil
downloader.finish()

// Works with if let self as well
final class Timer {
    var ticks = 0
    lazy var tick: () -> Void = { [weak self] in
        if let self {
            ticks += 1
            print("tick \(ticks)")
        }
    }
}
let timer = Timer()
timer.tick()
timer.tick()
first = nil
print("done")

// expect: photo-1: loading 0%
// expect: photo-1: loaded 100%
// expect: deinit photo-2
// expect: view model already gone
// expect: tick 1
// expect: tick 2
// expect: deinit photo-1
// expect: done
