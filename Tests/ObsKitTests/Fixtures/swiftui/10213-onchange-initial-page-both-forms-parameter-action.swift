// Apple docs style: the onChange(of:initial:_:) page, both forms: a two-parameter action gets old and new values; a zero-parameter action with initial: true also runs when the view appears; both run after the update, in the order written (rules §11.1, §3.4)
import SwiftUI

enum Speed: String, CaseIterable, Identifiable {
    case slow, normal, fast
    var id: Self { self }
}

struct PlaybackView: View {
    @State private var speed = Speed.normal

    var body: some View {
        let _ = print("PlaybackView body: \(speed.rawValue)")
        Picker("Speed", selection: $speed) {
            ForEach(Speed.allCases) { option in
                Text(option.rawValue.capitalized)
            }
        }
        .onChange(of: speed) { oldValue, newValue in
            print("speed \(oldValue.rawValue) -> \(newValue.rawValue)")
        }
        .onChange(of: speed, initial: true) {
            print("apply rate for \(speed.rawValue)")
        }
    }
}

:mount PlaybackView()
// expect: PlaybackView body: normal
// expect: apply rate for normal
:pick "Fast" in "Speed"
// expect: PlaybackView body: fast
// expect: speed normal -> fast
// expect: apply rate for fast
:pick "Fast" in "Speed"
:pick "Slow" in "Speed"
// expect: PlaybackView body: slow
// expect: speed fast -> slow
// expect: apply rate for slow
