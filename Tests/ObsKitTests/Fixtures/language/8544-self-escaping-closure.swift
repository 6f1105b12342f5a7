// Q&A style (why is deinit never called?): strong self in a stored escaping closure vs [weak self]
final class Downloader {
    let name: String
    var onFinish: (() -> Void)?
    init(name: String) { self.name = name; print("init \(name)") }
    deinit { print("deinit \(name)") }

    func configureStrong() {
        onFinish = { print("finished", self.name) }
    }
    func configureWeak() {
        onFinish = { [weak self] in
            guard let self else { print("finished, but owner is gone"); return }
            print("finished", self.name)
        }
    }
}

print("-- strong capture --")
var leaky: Downloader? = Downloader(name: "leaky")
leaky?.configureStrong()
leaky?.onFinish?()
leaky = nil
print("after setting leaky to nil")

print("-- weak capture --")
var tidy: Downloader? = Downloader(name: "tidy")
tidy?.configureWeak()
let saved = tidy?.onFinish
saved?()
tidy = nil
print("after setting tidy to nil")
saved?()

print("-- breaking the cycle by hand --")
var manual: Downloader? = Downloader(name: "manual")
manual?.configureStrong()
manual?.onFinish = nil
manual = nil
print("done")

// expect: -- strong capture --
// expect: init leaky
// expect: finished leaky
// expect: after setting leaky to nil
// expect: -- weak capture --
// expect: init tidy
// expect: finished tidy
// expect: deinit tidy
// expect: after setting tidy to nil
// expect: finished, but owner is gone
// expect: -- breaking the cycle by hand --
// expect: init manual
// expect: deinit manual
// expect: done
