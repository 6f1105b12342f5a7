// SwiftUI from Apple's documentation: https://developer.apple.com/documentation/swiftui/preferencekey (children's preference values combined with reduce and read by an ancestor)
// PreferenceKey: "A view with multiple children automatically combines its values for a given preference into a
// single value visible to its ancestors"; reduce(value:nextValue:) combines them in view-tree order
// (https://developer.apple.com/documentation/swiftui/preferencekey/reduce(value:nextvalue:)).
// - Each shelf reports its item count with `preference(key:value:)`; the key sums them; the store reads the total
//   with onPreferenceChange, whose action runs when the combined value changes
//   (https://developer.apple.com/documentation/swiftui/view/onpreferencechange(_:perform:)).
// - Showing the extra shelf adds its 4 items; hiding it takes them away again.
import SwiftUI

struct ItemCountKey: PreferenceKey {
    static let defaultValue = 0

    static func reduce(value: inout Int, nextValue: () -> Int) {
        value += nextValue()
    }
}

struct Shelf: View {
    let name: String
    let items: Int

    var body: some View {
        Text("\(name): \(items)")
            .preference(key: ItemCountKey.self, value: items)
    }
}

struct StoreView: View {
    @State private var showExtra = false

    var body: some View {
        VStack {
            Shelf(name: "Books", items: 2)
            Shelf(name: "Games", items: 3)
            if showExtra {
                Shelf(name: "Music", items: 4)
            }
            Toggle("Show extra shelf", isOn: $showExtra)
        }
        .onPreferenceChange(ItemCountKey.self) { total in
            print("total items: \(total)")
        }
    }
}

:mount StoreView()
// expect: total items: 5
:toggle "Show extra shelf"
// expect: total items: 9
:toggle "Show extra shelf"
// expect: total items: 5
