// Swift book style (Automatic Reference Counting): strong reference cycle in closures fixed with capture lists
class Downloader {
    let name: String
    var completion: ((String) -> Void)?
    var progressLog: [Int] = []
    init(name: String) { self.name = name }
    func run(steps: Int) {
        for i in 1...steps { progressLog.append(i * 100 / steps) }
        completion?("\(name) finished with \(progressLog)")
    }
    deinit { print("Downloader \(name) deinit") }
}
func leaky() {
    let d = Downloader(name: "leaky")
    d.completion = { msg in print(msg, d.progressLog.count) }
    d.run(steps: 2)
}
func safe() {
    let d = Downloader(name: "safe")
    d.completion = { [weak d] msg in print(msg, d?.progressLog.count ?? -1) }
    d.run(steps: 4)
}
func safeUnowned() {
    let d = Downloader(name: "unowned")
    d.completion = { [unowned d] msg in print(msg.uppercased(), d.name) }
    d.run(steps: 1)
}
leaky()
print("after leaky")
safe()
print("after safe")
safeUnowned()
print("after unowned")
class Timer {
    var handlers: [() -> Void] = []
    var fired = 0
    func schedule(_ label: String) {
        handlers.append { [unowned self, label] in
            self.fired += 1
            print("fire \(label) #\(self.fired)")
        }
    }
    deinit { print("timer deinit, fired \(fired)") }
}
do {
    let timer = Timer()
    timer.schedule("a")
    timer.schedule("b")
    timer.handlers.forEach { $0() }
    timer.handlers[0]()
}
print("end")
// expect: leaky finished with [50, 100] 2
// expect: after leaky
// expect: safe finished with [25, 50, 75, 100] 4
// expect: Downloader safe deinit
// expect: after safe
// expect: UNOWNED FINISHED WITH [100] unowned
// expect: Downloader unowned deinit
// expect: after unowned
// expect: fire a #1
// expect: fire b #2
// expect: fire a #3
// expect: timer deinit, fired 3
// expect: end
