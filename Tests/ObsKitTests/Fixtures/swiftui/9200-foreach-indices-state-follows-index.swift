// SwiftUI from Apple's documentation: https://developer.apple.com/documentation/swiftui/foreach/init(_:id:content:) (identifying rows by their index)
// `ForEach(names.indices, id: \.self)` gives each row the identity of its position, not of its name. Ana's
// row (index 0) counts two taps; removing Ana shifts the names up, but the row at index 0 keeps its identity
// and so its @State: it now shows Ben with Ana's count of 2. The row at index 2 is the one removed.
// Apple's ForEach page: the id identifies the view across updates; a stable id per element is what keeps
// an element's state with it.
import SwiftUI

struct CounterRow: View {
    let name: String
    @State private var taps = 0

    var body: some View {
        Button("\(name): \(taps)") {
            taps += 1
            print("\(name) now \(taps)")
        }
        .onDisappear { print("row gone, it showed \(name)") }
    }
}

struct IndexedNames: View {
    @State private var names = ["Ana", "Ben", "Cy"]

    var body: some View {
        VStack {
            ForEach(names.indices, id: \.self) { index in
                CounterRow(name: names[index])
            }
            Button("Remove first") { names.removeFirst() }
        }
    }
}

:mount IndexedNames()
:tap "Ana: 0"
// expect: Ana now 1
:tap "Ana: 1"
// expect: Ana now 2
:tap "Remove first"
// expect: row gone, it showed Cy
:tap "Ben: 2"
// expect: Ben now 3
:tap "Cy: 0"
// expect: Cy now 1
