// SwiftUI from Apple's documentation: Self._printChanges() names the changed @State property
// Apple is silent on the format; recorded output: "Debugging SwiftUI" (https://www.contracorner.com/stuff/debugging-swiftui.html):
// "The output is something like: DanceStack: @self, @identity, _vm, _compact changed." and studyraid
// (https://app.studyraid.com/en/read/14902/513325/debugging-view-hierarchies-with-runtime-inspection): "Output:
// ContentView: @self, @identity, _counter changed". A later state change names only the property: "_count changed.".
import SwiftUI

struct Counter: View {
    @State private var count = 0
    var body: some View {
        let _ = Self._printChanges()
        Button("Count \(count)") { count += 1 }
    }
}

:mount Counter()
:tap "Count 0"
// expect: Counter: @self, @identity, _count changed.
// expect: Counter: _count changed.
