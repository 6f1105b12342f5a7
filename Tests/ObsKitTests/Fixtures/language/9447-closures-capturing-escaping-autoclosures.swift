// Closures capturing values, reference semantics, escaping and autoclosures (expected output from swiftc 6.3.1 on Linux)
func makeRainGauge(unitMM: Int) -> (Int) -> [Int] {
    var history: [Int] = []
    return { buckets in
        history.append(buckets * unitMM)
        return history
    }
}
let gardenGauge = makeRainGauge(unitMM: 2)
print(gardenGauge(3), gardenGauge(1))
let roofGauge = makeRainGauge(unitMM: 5)
print(roofGauge(2), gardenGauge(4))
let sameGauge = gardenGauge
print("shared history:", sameGauge(0).count, gardenGauge(0).count)

var pendingJobs: [() -> Void] = []
func schedule(_ job: @escaping () -> Void) {
    pendingJobs.append(job)
}
func runNow(_ job: () -> Void) { job() }

class Robot {
    var battery = 100
    let name: String
    init(name: String) { self.name = name }
    func plan() {
        schedule { self.battery -= 30 }
        schedule { [self] in print("\(name) battery now \(battery)") }
        runNow { battery -= 5 }
    }
}
let robo = Robot(name: "R2")
robo.plan()
print("before jobs:", robo.battery)
for job in pendingJobs { job() }
print("after jobs:", robo.battery)

var captured = 1
let captureByReference = { print("reads current:", captured) }
let captureList = { [captured] in print("captured copy:", captured) }
captured = 99
captureByReference()
captureList()

var printQueue = ["poster.pdf", "invoice.pdf", "map.png", "memo.txt"]
let takeNextJob = { printQueue.removeLast() }
print("queued:", printQueue.count, "- closure made, nothing printed yet")
print("printing \(takeNextJob()), left \(printQueue.count)")

func printIfPaper(_ hasPaper: Bool, job: @autoclosure () -> String) {
    if hasPaper { print("printed", job()) } else { print("out of paper, job stays queued") }
}
printIfPaper(false, job: printQueue.removeLast())
print("queue still", printQueue.count)
printIfPaper(true, job: printQueue.removeLast())

var laterJobs: [() -> String] = []
func deferPrint(_ job: @autoclosure @escaping () -> String) {
    laterJobs.append(job)
}
deferPrint(printQueue.removeFirst())
deferPrint("cover page")
print("deferred \(laterJobs.count), queue still \(printQueue.count)")
for j in laterJobs { print("later: \(j())") }
print("queue finally", printQueue)

func debugLog(_ enabled: Bool, _ message: @autoclosure () -> String) {
    if enabled { print("DEBUG", message()) }
}
var renderCalls = 0
func renderState() -> String { renderCalls += 1; return "state#\(renderCalls)" }
debugLog(false, renderState())
debugLog(true, renderState())
print("renderState called \(renderCalls) time(s)")

// expect: [6] [6, 2]
// expect: [10] [6, 2, 8]
// expect: shared history: 4 5
// expect: before jobs: 95
// expect: R2 battery now 65
// expect: after jobs: 65
// expect: reads current: 99
// expect: captured copy: 1
// expect: queued: 4 - closure made, nothing printed yet
// expect: printing memo.txt, left 3
// expect: out of paper, job stays queued
// expect: queue still 3
// expect: printed map.png
// expect: deferred 2, queue still 2
// expect: later: poster.pdf
// expect: later: cover page
// expect: queue finally ["invoice.pdf"]
// expect: DEBUG state#1
// expect: renderState called 1 time(s)
