// A design-system "pill" button style exposed as `.buttonStyle(.pill)` through a constrained static member, as
// blog posts on ButtonStyle recommend (`extension ButtonStyle where Self == PillButtonStyle`), applied once to an
// HStack of playback buttons.
// What SwiftUI does: a style set on a container reaches every button below it, and each button is drawn by its own
// run of `makeBody` (rules §15.26; Apple `view/buttonstyle(_:)`: "sets the style for buttons within this view").
// Taps run the actions; the parent's body runs for the state it reads (rules §3.4, §3.5). The style value is an
// empty struct, equal at every render (rules §2.1), and a new title is carried by the label stand-in, so no
// makeBody runs after the first (rules §15.26). `track = max(1, track - 1)` at track 1 writes an equal value:
// nothing runs (rules §3.4).
// Sources: rules §2.1, §3.4, §3.5, §15.26; https://developer.apple.com/documentation/swiftui/view/buttonstyle(_:)-7qx1
// https://developer.apple.com/documentation/swiftui/buttonstyle
import SwiftUI

struct PillButtonStyle: ButtonStyle {
    func makeBody(configuration: Configuration) -> some View {
        let _ = print("PillButtonStyle makeBody")
        configuration.label
            .font(.headline)
            .padding(.vertical, 8)
            .padding(.horizontal, 16)
            .background(.blue.gradient, in: Capsule())
            .foregroundStyle(.white)
            .opacity(configuration.isPressed ? 0.7 : 1)
    }
}

extension ButtonStyle where Self == PillButtonStyle {
    static var pill: PillButtonStyle { PillButtonStyle() }
}

struct PlaybackControls: View {
    @State private var isPlaying = false
    @State private var track = 1

    var body: some View {
        let _ = print("PlaybackControls body: track \(track), playing \(isPlaying)")
        VStack(spacing: 16) {
            Text("Track \(track)")
                .font(.title2)
            HStack {
                Button("Previous") { track = max(1, track - 1) }
                Button(isPlaying ? "Pause" : "Play") { isPlaying.toggle() }
                Button("Next") { track += 1 }
            }
            .buttonStyle(.pill)
        }
    }
}

:mount PlaybackControls()
// expect: PlaybackControls body: track 1, playing false
// expect: PillButtonStyle makeBody
// expect: PillButtonStyle makeBody
// expect: PillButtonStyle makeBody
:tap "Play"
// expect: PlaybackControls body: track 1, playing true
:tap "Next"
// expect: PlaybackControls body: track 2, playing true
:tap "Previous"
// expect: PlaybackControls body: track 1, playing true
:tap "Previous"
:tap "Pause"
// expect: PlaybackControls body: track 1, playing false
