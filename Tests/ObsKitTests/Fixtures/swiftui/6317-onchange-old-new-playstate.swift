// Apple: onChange(of:initial:_:) ("the system calls the action closure with the old and new values"; the playState example; SwiftUI compares the value when the view updates, so a write that ends on the old value does not call the action); SEMANTICS §3 (equal writes), §10 (coalescing)
import SwiftUI

enum PlayState: String {
    case stopped, playing, paused
}

final class PlaybackLog {
    func playStateDidChange(from oldState: PlayState, to newState: PlayState) {
        print("\(oldState.rawValue) -> \(newState.rawValue)")
    }
}

struct PlaybackControls: View {
    @State private var playState = PlayState.stopped
    private let log = PlaybackLog()

    var body: some View {
        HStack(spacing: 20) {
            Button("Play") { playState = .playing }
            Button("Pause") { playState = .paused }
            Button("Stop") { playState = .stopped }
            Button("Blip") {
                playState = .playing
                playState = .stopped
            }
        }
        .font(.title3)
        .onChange(of: playState) { oldState, newState in
            log.playStateDidChange(from: oldState, to: newState)
        }
    }
}

:mount PlaybackControls()
:tap "Play"
:tap "Play"
:tap "Pause"
:tap "Stop"
:tap "Blip"
:tap "Play"

// expect: stopped -> playing
// expect: playing -> paused
// expect: paused -> stopped
// expect: stopped -> playing
