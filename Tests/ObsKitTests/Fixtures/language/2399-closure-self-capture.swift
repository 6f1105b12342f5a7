// Compiler test style: closures capturing self strongly, weakly and unowned in a class
final class DownloadTask {
    let url: String
    var onComplete: (() -> Void)?
    init(url: String) { self.url = url }
    deinit { print("task \(url) deinit") }

    func configureStrong() {
        onComplete = { print("strong finished \(self.url)") }
    }
    func configureWeak() {
        onComplete = { [weak self] in
            guard let self else { print("weak: task gone"); return }
            print("weak finished \(self.url)")
        }
    }
    func configureUnowned() {
        onComplete = { [unowned self] in print("unowned finished \(self.url)") }
    }
}

var strongTask: DownloadTask? = DownloadTask(url: "a.txt")
strongTask!.configureStrong()
strongTask!.onComplete?()
strongTask = nil
print("strong task nil (cycle keeps it alive)")

var weakTask: DownloadTask? = DownloadTask(url: "b.txt")
weakTask!.configureWeak()
let savedWeak = weakTask!.onComplete!
savedWeak()
weakTask = nil
savedWeak()

var unownedTask: DownloadTask? = DownloadTask(url: "c.txt")
unownedTask!.configureUnowned()
unownedTask!.onComplete?()
unownedTask!.onComplete = nil
unownedTask = nil

var broken: DownloadTask? = DownloadTask(url: "d.txt")
broken!.configureStrong()
broken!.onComplete?()
broken!.onComplete = nil
broken = nil
print("all done")
// expect: strong finished a.txt
// expect: strong task nil (cycle keeps it alive)
// expect: weak finished b.txt
// expect: task b.txt deinit
// expect: weak: task gone
// expect: unowned finished c.txt
// expect: task c.txt deinit
// expect: strong finished d.txt
// expect: task d.txt deinit
// expect: all done
