// SwiftUI from Apple's documentation: a view inserted anew has no previous value, so its onChange does not fire for what changed meanwhile
// Apple, View.onChange(of:initial:_:) (https://developer.apple.com/documentation/swiftui/view/onchange(of:initial:_:)-4psgg): "initial:
// Whether the action should be run when this view initially appears" (false by default); the action runs for a value that "failed the
// comparison check" against the old one. Apple, View.id(_:): a new identity resets "its state". The gauge removed by `if` and shown
// again is a new view: it appears at 2 without reporting 1 -> 2, and reports changes again from there.
import SwiftUI

struct LevelGauge: View {
    let level: Int

    var body: some View {
        Text("Level \(level)")
            .onAppear { print("gauge appeared at \(level)") }
            .onChange(of: level) { oldValue, newValue in
                print("gauge saw \(oldValue) -> \(newValue)")
            }
    }
}

struct Console: View {
    @State private var level = 0
    @State private var showGauge = true

    var body: some View {
        VStack {
            Button("Gauge") { showGauge.toggle() }
            Button("Bump") { level += 1 }
            if showGauge {
                LevelGauge(level: level)
            }
        }
    }
}

:mount Console()
// expect: gauge appeared at 0
:tap "Bump"
// expect: gauge saw 0 -> 1
:tap "Gauge"
:tap "Bump"
:tap "Gauge"
// expect: gauge appeared at 2
:tap "Bump"
// expect: gauge saw 2 -> 3
