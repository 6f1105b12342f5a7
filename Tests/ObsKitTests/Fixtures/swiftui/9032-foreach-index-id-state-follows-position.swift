// SwiftUI from Apple's documentation: https://developer.apple.com/documentation/swiftui/foreach/init(_:id:content:) (ForEach identifies views by the id key path; over items.indices with id: \.self the id is the position, so after removing the first item the row at position 0 keeps its state and now shows B, and the row that held B's state at position 1 shows C)
import SwiftUI

struct ItemRow: View {
    let name: String
    @State private var count = 0

    var body: some View {
        Button("\(name) \(count)") {
            count += 1
            print("\(name) count \(count)")
        }
    }
}

struct IndexedList: View {
    @State private var items = ["A", "B", "C"]

    var body: some View {
        VStack {
            ForEach(items.indices, id: \.self) { index in
                ItemRow(name: items[index])
            }
            Button("Remove first") { items.removeFirst() }
        }
    }
}

:mount IndexedList()
:tap "A 0"
:tap "A 1"
:tap "B 0"
:tap "Remove first"
:tap "B 2"
:tap "C 1"
// expect: A count 1
// expect: A count 2
// expect: B count 1
// expect: B count 3
// expect: C count 2
