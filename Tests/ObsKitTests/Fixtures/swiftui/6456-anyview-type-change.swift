// Apple "AnyView" ("whenever the type of view used with an AnyView changes, the old hierarchy is destroyed"); WWDC21 "Demystify SwiftUI"; rules §1.1, §1.4, §11.1, §2.7
import SwiftUI

struct Stopwatch: View {
    @State private var laps = 0

    var body: some View {
        let _ = print("Stopwatch body: \(laps) laps")
        Button("Lap") { laps += 1 }
            .onAppear { print("Stopwatch appear") }
            .onDisappear { print("Stopwatch disappear") }
    }
}

struct WatchFace: View {
    @State private var framed = false
    @State private var tint = 0

    var face: AnyView {
        if framed {
            return AnyView(Stopwatch().padding())
        } else {
            return AnyView(Stopwatch())
        }
    }

    var body: some View {
        let _ = print("WatchFace body: framed \(framed), tint \(tint)")
        VStack {
            face
            Button("Tint") { tint += 1 }
            Button("Frame") { framed.toggle() }
        }
    }
}

:mount WatchFace()
:tap "Lap"
:tap "Tint"
:tap "Frame"
:tap "Lap"

// expect: WatchFace body: framed false, tint 0
// expect: Stopwatch body: 0 laps
// expect: Stopwatch appear
// expect: Stopwatch body: 1 laps
// expect: WatchFace body: framed false, tint 1
// expect: WatchFace body: framed true, tint 1
// expect: Stopwatch body: 0 laps
// expect: Stopwatch disappear
// expect: Stopwatch appear
// expect: Stopwatch body: 1 laps
