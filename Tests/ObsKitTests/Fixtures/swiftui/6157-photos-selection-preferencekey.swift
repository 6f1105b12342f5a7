// A PreferenceKey that sums a value from each child (how many photos are selected) and a parent that
// reads it with `onPreferenceChange` into its own state. Each cell owns its selection.
// Source: Apple, `preferencekey`, `view/onpreferencechange(_:perform:)`.
// Expected: the first reduced value (1, the cell that starts selected) differs from the default 0, so the
// parent is told once at first, then at every change of the sum.
import SwiftUI

struct SelectedCountKey: PreferenceKey {
    static let defaultValue = 0

    static func reduce(value: inout Int, nextValue: () -> Int) {
        value += nextValue()
    }
}

struct PhotoCell: View {
    let name: String
    @State private var isSelected: Bool

    init(name: String, selected: Bool = false) {
        self.name = name
        _isSelected = State(initialValue: selected)
    }

    var body: some View {
        Button(isSelected ? "✓ \(name)" : name) { isSelected.toggle() }
            .preference(key: SelectedCountKey.self, value: isSelected ? 1 : 0)
    }
}

struct PhotoPicker: View {
    @State private var count = 0

    var body: some View {
        VStack {
            Text("\(count) selected")
            PhotoCell(name: "Beach", selected: true)
            PhotoCell(name: "Forest")
            PhotoCell(name: "City")
        }
        .onPreferenceChange(SelectedCountKey.self) { newCount in
            count = newCount
            print("selected:", newCount)
        }
    }
}

:mount PhotoPicker()
:tap "Forest"
:tap "✓ Beach"
:tap "City"

// expect: selected: 1
// expect: selected: 2
// expect: selected: 1
// expect: selected: 2
