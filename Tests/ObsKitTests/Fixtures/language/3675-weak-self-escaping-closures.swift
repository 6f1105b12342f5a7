// Swift book style: [weak self] in escaping closures observed after owner is freed
class Downloader {
    let name: String
    var handlers: [() -> Void] = []
    init(name: String) { self.name = name }
    deinit { print("\(name) deinit") }

    func makeReporter() -> () -> String {
        return { [weak self] in
            guard let self = self else { return "owner is gone" }
            return "owner is \(self.name)"
        }
    }

    func register() {
        handlers.append { [weak self] in
            print("handler sees \(self?.name ?? "nil")")
        }
    }
}

var d: Downloader? = Downloader(name: "alpha")
let report = d!.makeReporter()
print(report())
d!.register()
d!.register()
for h in d!.handlers { h() }
let saved = d!.handlers
d = nil
print(report())
for h in saved { h() }
print("count: \(saved.count)")
// expect: owner is alpha
// expect: handler sees alpha
// expect: handler sees alpha
// expect: alpha deinit
// expect: owner is gone
// expect: handler sees nil
// expect: handler sees nil
// expect: count: 2
