// "didSet on a @Published property, and why my sink sees the old value in the property": @Published sends objectWillChange and the new value to `$prop` subscribers before storing, didSet runs after; an assignment inside didSet publishes again and, as the property is a wrapper's (a computed property over `_volume`), runs didSet again: swiftc 6.3.1 prints both didSet lines for a @Published-shaped wrapper (experiment on this machine), unlike a plain stored property; the view's body runs once (SEMANTICS §6 "@Published set: (1) objectWillChange, (2) $prop subscribers get the new value, (3) storage updated", T1, §10 coalescing)
import SwiftUI
import Combine

final class SpeakerSettings: ObservableObject {
    @Published var volume = 5 {
        didSet {
            print("didSet \(oldValue) -> \(volume)")
            if volume > 10 {
                volume = 10
            }
        }
    }

    private var watcher: AnyCancellable?

    init() {
        watcher = $volume.sink { [weak self] value in
            print("sink got \(value), property holds \(self?.volume ?? -1)")
        }
    }
}

struct SpeakerView: View {
    @StateObject private var settings = SpeakerSettings()

    var body: some View {
        let _ = print("speaker body \(settings.volume)")
        VStack {
            Button("Max out") { settings.volume = 12 }
            Button("Set 7") { settings.volume = 7 }
        }
    }
}

:mount SpeakerView()
:tap "Max out"
:tap "Set 7"

// expect: sink got 5, property holds 5
// expect: speaker body 5
// expect: sink got 12, property holds 5
// expect: didSet 5 -> 12
// expect: sink got 10, property holds 12
// expect: didSet 12 -> 10
// expect: speaker body 10
// expect: sink got 7, property holds 10
// expect: didSet 10 -> 7
// expect: speaker body 7
