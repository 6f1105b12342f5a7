// Follows Combine's `map(_:)` page (https://developer.apple.com/documentation/combine/publisher/map(_:)):
// "Transforms all elements from the upstream publisher with a provided closure." Own code: a voice recorder model
// that maps each date of a 30-second timer to the elapsed seconds, then to "m:ss" text, and assigns it to a
// @Published property with `assign(to:)` (Apple `publisher/assign(to:)`).
// - The timer publishes "the current date on the given interval" (Foundation `timer/publish(every:tolerance:on:in:
//   options:)`); `autoconnect()` starts it at subscription, in the model's init at mount. On the virtual clock each
//   tick is a turn of its own and carries the virtual time (rules §15.15; README "The virtual clock"), so the
//   elapsed times are exact multiples of 30 s.
// - Each assignment sends objectWillChange: one body per tick (rules §4.4, §6.3, §10.1).
import SwiftUI
import Combine

@MainActor
final class Recorder: ObservableObject {
    @Published private(set) var elapsedText = "0:00"
    private let startedAt = Date.now

    init() {
        Timer.publish(every: 30, on: .main, in: .common)
            .autoconnect()
            .map { [startedAt] _ in
                Int(Date.now.timeIntervalSince(startedAt).rounded())
            }
            .map { seconds in
                String(format: "%d:%02d", seconds / 60, seconds % 60)
            }
            .assign(to: &$elapsedText)
    }
}

struct RecorderView: View {
    @StateObject private var recorder = Recorder()

    var body: some View {
        let _ = print("RecorderView body, \(recorder.elapsedText)")
        VStack {
            Image(systemName: "waveform")
            Text(recorder.elapsedText)
                .monospacedDigit()
        }
    }
}

:mount RecorderView()
// expect: RecorderView body, 0:00
:advance 90s
// expect: RecorderView body, 0:30
// expect: RecorderView body, 1:00
// expect: RecorderView body, 1:30
:advance 29s
:advance 1s
// expect: RecorderView body, 2:00
