// Follows Foundation's `Timer.scheduledTimer(withTimeInterval:repeats:block:)` page
// (https://developer.apple.com/documentation/foundation/timer/scheduledtimer(withtimeinterval:repeats:block:)):
// "Creates a timer and schedules it on the current run loop in the default mode"; a repeating timer fires until it
// is invalidated (Apple `timer/invalidate()`: "Stops the timer from ever firing again"). Own code: a break reminder
// (@Observable, @MainActor model) that nudges every two seconds, three times, then stops itself; Stop ends it early.
// - The timer's block is a `@Sendable` closure; it runs on the main run loop, so the model is reached with
//   `MainActor.assumeIsolated` (Swift `mainactor/assumeisolated(_:file:line:)`).
// - Scheduled at the tap, the timer fires 2 s later and every 2 s, each firing a turn of its own on the virtual
//   clock (README `Timer.scheduledTimer`, rules §15.15); after `invalidate()` it never fires again.
// - The view reads `nudges` and `isActive`: each change runs its body once per turn (rules §8.3, §10.1).
import SwiftUI
import Observation

@Observable
@MainActor
final class BreakReminder {
    var nudges = 0
    var isActive = false
    @ObservationIgnored private var timer: Timer?

    func start() {
        nudges = 0
        isActive = true
        timer = Timer.scheduledTimer(withTimeInterval: 2, repeats: true) { [weak self] timer in
            MainActor.assumeIsolated {
                self?.nudge(timer)
            }
        }
    }

    private func nudge(_ timer: Timer) {
        nudges += 1
        print("time for a break (\(nudges))")
        if nudges == 3 {
            timer.invalidate()
            self.timer = nil
            isActive = false
            print("reminder finished")
        }
    }

    func stop() {
        print("stopped")
        timer?.invalidate()
        timer = nil
        isActive = false
    }
}

struct BreakView: View {
    @State private var reminder = BreakReminder()

    var body: some View {
        let _ = print("BreakView body, \(reminder.nudges) nudges, \(reminder.isActive ? "active" : "off")")
        VStack {
            Text("\(reminder.nudges) breaks suggested")
            Button("Start") { reminder.start() }
            Button("Stop") { reminder.stop() }
        }
    }
}

:mount BreakView()
// expect: BreakView body, 0 nudges, off
:tap "Start"
// expect: BreakView body, 0 nudges, active
:advance 7s
// expect: time for a break (1)
// expect: BreakView body, 1 nudges, active
// expect: time for a break (2)
// expect: BreakView body, 2 nudges, active
// expect: time for a break (3)
// expect: reminder finished
// expect: BreakView body, 3 nudges, off
:advance 4s
:tap "Start"
// expect: BreakView body, 0 nudges, active
:advance 2s
// expect: time for a break (1)
// expect: BreakView body, 1 nudges, active
:tap "Stop"
// expect: stopped
// expect: BreakView body, 1 nudges, off
:advance 6s
