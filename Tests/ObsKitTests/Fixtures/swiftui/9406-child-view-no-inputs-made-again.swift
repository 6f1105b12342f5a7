// SwiftUI from Apple's documentation: https://developer.apple.com/videos/play/wwdc2021/10022/ (a child view with no inputs is made again each time its parent's body runs, but its body never runs again; a child whose input changed runs)
// "Demystify SwiftUI" (WWDC21), on dependencies: when a parent's body runs it creates new values for its children,
// and SwiftUI compares each with the previous one; only a view whose value changed (or whose own dependencies
// changed) has its body run. A view with no stored properties is always equal to its previous value. The init of
// every child still runs, because it is ordinary code inside the parent's body; Data Essentials
// (https://developer.apple.com/videos/play/wwdc2020/10040/) says to keep view initializers cheap for that reason.
// - Mount: the screen's body makes both children (their inits print), then each child's body runs.
// - "Log walk": the screen's body runs and makes both children again; only the counter's body runs.
import SwiftUI

struct AppHeader: View {
    init() {
        print("header init")
    }

    var body: some View {
        let _ = print("header body")
        Text("Dog Walks")
    }
}

struct WalkCounter: View {
    let walks: Int

    init(walks: Int) {
        self.walks = walks
        print("counter init: \(walks)")
    }

    var body: some View {
        let _ = print("counter body: \(walks)")
        Text("\(walks) walks today")
    }
}

struct WalkScreen: View {
    @State private var walks = 0

    var body: some View {
        let _ = print("screen body: \(walks)")
        VStack {
            AppHeader()
            WalkCounter(walks: walks)
            Button("Log walk") { walks += 1 }
        }
    }
}

:mount WalkScreen()
// expect: screen body: 0
// expect: header init
// expect: counter init: 0
// expect: header body
// expect: counter body: 0
:tap "Log walk"
// expect: screen body: 1
// expect: header init
// expect: counter init: 1
// expect: counter body: 1
:tap "Log walk"
// expect: screen body: 2
// expect: header init
// expect: counter init: 2
// expect: counter body: 2
