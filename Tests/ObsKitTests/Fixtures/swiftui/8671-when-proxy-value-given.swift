// SwiftUI from Apple's documentation: https://developer.apple.com/documentation/swiftui/view/id(_:) (when the proxy value given to id(_:) changes, the identity of the view is reset, and with it its state: the pad appears anew with zero strokes)
import SwiftUI

struct ScratchPad: View {
    @State private var strokes = 0

    var body: some View {
        VStack {
            Button("Draw") { strokes += 1 }
            Button("Count strokes") { print("strokes: \(strokes)") }
        }
        .onAppear { print("pad appeared") }
    }
}

struct ContentView: View {
    @State private var padID = 0

    var body: some View {
        VStack {
            Button("Clear") { padID += 1 }
            ScratchPad()
                .id(padID)
        }
    }
}

:mount ContentView()
:tap "Draw"
:tap "Draw"
:tap "Count strokes"
:tap "Clear"
:tap "Count strokes"
:tap "Draw"
:tap "Count strokes"
// expect: pad appeared
// expect: strokes: 2
// expect: pad appeared
// expect: strokes: 0
// expect: strokes: 1
