// Style: forum question. "Why does my body run twice when I tap once?" The tap writes `celsius`: one update runs the body; the onChange action runs
// after it (rules §10.3) and writes `fahrenheit`, a new change the body read, so a second update runs the body again (rules §10.1, ObsREPL's
// choice: a turn runs until the graph is quiet). The zero-argument `onChange(of:)` form runs for each change and not initially (Apple
// `view/onchange(of:initial:_:)`, initial defaults to false).
import SwiftUI

struct Converter: View {
    @State private var celsius = 0
    @State private var fahrenheit = 32

    var body: some View {
        let _ = print("Converter body: \(celsius)C \(fahrenheit)F")
        VStack {
            Text("\(celsius)°C is \(fahrenheit)°F")
            Button("Warmer") { celsius += 10 }
        }
        .onChange(of: celsius) { _, newValue in
            print("converting \(newValue)")
            fahrenheit = newValue * 9 / 5 + 32
        }
        .onChange(of: fahrenheit) {
            print("fahrenheit changed")
        }
    }
}

:mount Converter()
// expect: Converter body: 0C 32F
:tap "Warmer"
// expect: Converter body: 10C 32F
// expect: converting 10
// expect: Converter body: 10C 50F
// expect: fahrenheit changed
