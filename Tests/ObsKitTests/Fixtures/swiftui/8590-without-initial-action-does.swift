// SwiftUI from Apple's documentation: onChange(of:initial:_:) — https://developer.apple.com/documentation/swiftui/view/onchange(of:initial:_:) (without initial the action does not run on appear; when the value changes the new version of the closure runs, so captured values are those of the time the value changed)
import SwiftUI

enum PlayState: Equatable {
    case stopped, playing, paused
}

struct PlayerView: View {
    @State private var playState: PlayState = .stopped
    @State private var trackName = "none"

    var body: some View {
        VStack {
            Button("Play track") {
                trackName = "Overture"
                playState = .playing
            }
            Button("Pause") { playState = .paused }
        }
        .onChange(of: playState) {
            print("now \(playState) on \(trackName)")
        }
    }
}

:mount PlayerView()
:tap "Play track"
:tap "Pause"
// expect: now playing on Overture
// expect: now paused on Overture
