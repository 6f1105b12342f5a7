// Observation in depth: a model made in a plain `let` against one made in `@State`, when the parent renders again
// Every parent body builds its children again, property defaults and `@State` initial values included (rules
// §2.6, §3.1), so both make a new Stopwatch. The `let` holder's new value holds another object (§2.3) and shows
// the new one: its laps start over. The `@State` holder keeps its installed object (§3.2, §3.3); its new initial
// value differs, so its body runs too (§2.5), still showing 1 lap.
import SwiftUI

@Observable
final class Stopwatch {
    let label: String
    var laps = 0

    init(label: String) {
        self.label = label
        print("Stopwatch(\(label)) init")
    }
}

struct LetHolder: View {
    let watch = Stopwatch(label: "let")

    var body: some View {
        let _ = print("let holder: \(watch.laps) laps")
        Button("Lap let") { watch.laps += 1 }
    }
}

struct StateHolder: View {
    @State private var watch = Stopwatch(label: "state")

    var body: some View {
        let _ = print("state holder: \(watch.laps) laps")
        Button("Lap state") { watch.laps += 1 }
    }
}

struct Dashboard: View {
    @State private var theme = 0

    var body: some View {
        let _ = print("dashboard theme \(theme)")
        VStack {
            LetHolder()
            StateHolder()
            Button("Theme") { theme += 1 }
        }
    }
}

:mount Dashboard()
// expect: dashboard theme 0
// expect: Stopwatch(let) init
// expect: Stopwatch(state) init
// expect: let holder: 0 laps
// expect: state holder: 0 laps
:tap "Lap let"
// expect: let holder: 1 laps
:tap "Lap state"
// expect: state holder: 1 laps
:tap "Theme"
// expect: dashboard theme 1
// expect: Stopwatch(let) init
// expect: Stopwatch(state) init
// expect: let holder: 0 laps
// expect: state holder: 1 laps
