// Follows Foundation's `Timer.TimerPublisher` page (https://developer.apple.com/documentation/foundation/timer/timerpublisher)
// and its `connect()` (https://developer.apple.com/documentation/foundation/timer/timerpublisher/connect()): a timer
// publisher is a ConnectablePublisher; it sends nothing, even to subscribers, until `connect()` is called, and the
// Cancellable that `connect()` returns stops it (Apple `connectablepublisher`: "Use a connectable publisher when you
// need to perform additional configuration or setup prior to producing any elements"). Own code: a metronome whose
// view subscribes at once with `onReceive`, and whose Play button connects the timer.
// - Before Play, `:advance` delivers nothing: the subscriber alone does not start a connectable publisher.
// - After Play at 1 s, the half-second timer fires at 1.5 s and 2 s, each a turn of its own on the virtual clock
//   (rules §15.15); each beat writes @State the body reads (rules §3.4, §10.1).
// - Pause cancels the connection: no more beats.
// The timer is a stored `let` of the mounted root, made once.
// ObsREPL (this build) never sends a beat after `connect()`, only with `autoconnect()`; the expectations follow
// Apple's pages.
import SwiftUI
import Combine

struct MetronomeView: View {
    let beat = Timer.publish(every: 0.5, on: .main, in: .common)
    @State private var connection: (any Cancellable)?
    @State private var beats = 0

    var body: some View {
        let playing = connection != nil
        let _ = print("MetronomeView body, \(beats) beats, \(playing ? "playing" : "paused")")
        VStack {
            Text("\(beats)")
            Button(playing ? "Pause" : "Play") {
                if let connection {
                    connection.cancel()
                    self.connection = nil
                    print("paused")
                } else {
                    connection = beat.connect()
                    print("playing")
                }
            }
        }
        .onReceive(beat) { _ in
            beats += 1
            print("beat \(beats)")
        }
    }
}

:mount MetronomeView()
// expect: MetronomeView body, 0 beats, paused
:advance 1s
:tap "Play"
// expect: playing
// expect: MetronomeView body, 0 beats, playing
:advance 1s
// expect: beat 1
// expect: MetronomeView body, 1 beats, playing
// expect: beat 2
// expect: MetronomeView body, 2 beats, playing
:tap "Pause"
// expect: paused
// expect: MetronomeView body, 2 beats, paused
:advance 2s
