// Blog style (private setters): private(set) state mutated only through methods, observed from outside
import Observation

@Observable
final class Timer {
    private(set) var ticks = 0
    private(set) var laps: [Int] = []
    private(set) var running = false

    func start() { running = true }
    func stop() { running = false }
    func tick(_ n: Int = 1) {
        guard running else { return }
        ticks += n
    }
    func lap() { laps.append(ticks) }
}

let timer = Timer()
var status: [String] = []
func watchRunning() {
    withObservationTracking { _ = timer.running } onChange: {
        status.append(timer.running ? "stopping" : "starting")
        watchRunning()
    }
}
watchRunning()
timer.tick()
timer.start()
timer.tick(); timer.tick(3)
timer.lap()
timer.tick(2)
timer.lap()
timer.stop()
timer.tick(100)
print("ticks \(timer.ticks) laps \(timer.laps)")
print(status)
// expect: ticks 6 laps [4, 6]
// expect: ["starting", "stopping"]
