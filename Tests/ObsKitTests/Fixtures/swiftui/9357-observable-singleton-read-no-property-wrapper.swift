// SwiftUI from Apple's documentation: https://developer.apple.com/documentation/swiftui/managing-model-data-in-your-app (an @Observable singleton read with no property wrapper at all: the body still depends on what it reads)
// Managing model data in your app: "A view forms a dependency on an observable data model object when its body
// property reads a property of the object": the rule is about the read, not about a property wrapper on the view
// (Apple's Bindable page, too, allows observable objects in global variables). @State only decides who owns an
// object, not whether its reads are tracked.
// The clock view reads `ticks`; the status view reads `isPaused`.
// - Mount: the clock, then the status.
// - "Tick" twice: only the clock's body runs.
// - "Pause": only the status's body runs.
import SwiftUI

@Observable
final class AppClock {
    static let shared = AppClock()
    var ticks = 0
    var isPaused = false
}

struct ClockFace: View {
    var body: some View {
        let _ = print("clock face: \(AppClock.shared.ticks) ticks")
        Text("\(AppClock.shared.ticks)")
    }
}

struct ClockStatus: View {
    var body: some View {
        let _ = print("clock status: paused \(AppClock.shared.isPaused)")
        Text(AppClock.shared.isPaused ? "Paused" : "Running")
    }
}

struct ClockScreen: View {
    var body: some View {
        VStack {
            ClockFace()
            ClockStatus()
            Button("Tick") { AppClock.shared.ticks += 1 }
            Button("Pause") { AppClock.shared.isPaused = true }
        }
    }
}

:mount ClockScreen()
// expect: clock face: 0 ticks
// expect: clock status: paused false
:tap "Tick"
// expect: clock face: 1 ticks
:tap "Tick"
// expect: clock face: 2 ticks
:tap "Pause"
// expect: clock status: paused true
