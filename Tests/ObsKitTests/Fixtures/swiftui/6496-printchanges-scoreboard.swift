// objc.io / SwiftUI Lab style: debugging with `Self._printChanges()`.
// When a body runs, `_printChanges` prints `TypeName: <tokens> changed.`: the first run of a view with dynamic
// properties lists `@self, @identity` and every property by stored name (`_home`); later runs list only the changed
// properties, in declaration order; a view with no dynamic properties prints `@self` alone (rules §12.1, §12.2).
// Several writes in one action give one body run (rules §10.1). TeamName gets an equal value: no body (rules §2.7).
import SwiftUI

struct TeamName: View {
    let name: String

    var body: some View {
        let _ = Self._printChanges()
        Text(name)
    }
}

struct Scoreboard: View {
    @State private var home = 0
    @State private var away = 0

    var body: some View {
        let _ = Self._printChanges()
        VStack {
            TeamName(name: "Lions")
            Text("\(home) - \(away)")
            Button("Home scores") { home += 1 }
            Button("Away scores") { away += 1 }
            Button("Both score") {
                home += 1
                away += 1
            }
        }
    }
}

:mount Scoreboard()
// expect: Scoreboard: @self, @identity, _home, _away changed.
// expect: TeamName: @self changed.
:tap "Home scores"
// expect: Scoreboard: _home changed.
:tap "Away scores"
// expect: Scoreboard: _away changed.
:tap "Both score"
// expect: Scoreboard: _home, _away changed.
