// Hacking with Swift style (idle auto-lock with a one-shot Timer): each touch invalidates and reschedules a non-repeating timer in an @Observable model; the lock flips the if branch (rules §8.1, §8.3, §1.1, §15.15)
import SwiftUI
import Observation

@Observable
final class IdleLock {
    var isLocked = false
    @ObservationIgnored private var timer: Timer?

    func userActivity() {
        timer?.invalidate()
        print("activity, locking in 3s")
        timer = Timer.scheduledTimer(withTimeInterval: 3, repeats: false) { [weak self] _ in
            self?.isLocked = true
            print("locked")
        }
    }

    func unlock() {
        isLocked = false
        userActivity()
    }
}

struct ContentView: View {
    @State private var lock = IdleLock()

    var body: some View {
        let _ = print("body locked=\(lock.isLocked)")
        VStack {
            if lock.isLocked {
                Button("Unlock") { lock.unlock() }
            } else {
                Button("Touch") { lock.userActivity() }
            }
        }
        .onAppear { lock.userActivity() }
    }
}
:mount ContentView()
// expect: body locked=false
// expect: activity, locking in 3s
:advance 2s
:tap "Touch"
// expect: activity, locking in 3s
:advance 2s
:advance 1s
// expect: locked
// expect: body locked=true
:tap "Unlock"
// expect: activity, locking in 3s
// expect: body locked=false
:advance 3s
// expect: locked
// expect: body locked=true
