// objc.io "Thinking in SwiftUI" style: a PreferenceKey flows up; siblings' values are combined by `reduce`.
// Each chip sets the key with `.preference(key:value:)`; siblings' values are combined in tree order by
// `reduce(value:nextValue:)`, and `onPreferenceChange` runs with the new combined value when it changes (rules
// §15.23, Apple `preferencekey`, `view/onpreferencechange(_:perform:)`). At launch the combined value (0) equals
// `defaultValue`, so nothing changes and nothing is asserted there (Apple does not say whether a first value is
// reported).
import SwiftUI

struct PickedCountKey: PreferenceKey {
    static let defaultValue = 0

    static func reduce(value: inout Int, nextValue: () -> Int) {
        value += nextValue()
    }
}

struct FruitChip: View {
    let name: String
    @State private var picked = false

    var body: some View {
        Button(picked ? "Unpick \(name)" : "Pick \(name)") {
            picked.toggle()
        }
        .preference(key: PickedCountKey.self, value: picked ? 1 : 0)
    }
}

struct FruitPicker: View {
    var body: some View {
        VStack {
            Text("Choose fruit")
            FruitChip(name: "Apple")
            FruitChip(name: "Kiwi")
            FruitChip(name: "Plum")
        }
        .onPreferenceChange(PickedCountKey.self) { total in
            print("picked total: \(total)")
        }
    }
}

:mount FruitPicker()
:tap "Pick Apple"
// expect: picked total: 1
:tap "Pick Plum"
// expect: picked total: 2
:tap "Pick Kiwi"
// expect: picked total: 3
:tap "Unpick Apple"
// expect: picked total: 2
