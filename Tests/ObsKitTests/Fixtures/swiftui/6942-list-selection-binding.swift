// Q (Stack Overflow style): "How do I know which row is selected in a List?"
// "I want to show the chosen fruit below the list and log changes. Do I need onTapGesture on each row?"
// Accepted answer: no; give the List a selection binding. `List(fruits, selection: $selection)` over Identifiable
// data tags each row with its id, and a tap writes that id into the binding as the binding's type, here
// `Optional(id)` (rules §15.7, §15.18). The body reads `selection`, so it runs; onChange then reports old and new.
// Setting it to nil in code clears it the same way.
// Source: rules §15.7, §15.18, §3.4; Apple https://developer.apple.com/documentation/swiftui/list
// ("To make members of a list selectable, provide a binding to a selection variable").
import SwiftUI

struct Fruit: Identifiable {
    let id: Int
    let name: String
}

struct FruitPicker: View {
    let fruits = [Fruit(id: 1, name: "Apples"), Fruit(id: 2, name: "Pears"), Fruit(id: 3, name: "Plums")]
    @State private var selection: Fruit.ID?

    var body: some View {
        let _ = print("FruitPicker body: selection \(Self.describe(selection))")
        VStack {
            List(fruits, selection: $selection) { fruit in
                Text(fruit.name)
            }
            .onChange(of: selection) { oldValue, newValue in
                print("selection: \(Self.describe(oldValue)) -> \(Self.describe(newValue))")
            }
            Button("Clear") { selection = nil }
        }
    }

    static func describe(_ id: Fruit.ID?) -> String {
        if let id { return "\(id)" }
        return "none"
    }
}

:mount FruitPicker()
// expect: FruitPicker body: selection none
:tap "Pears"
// expect: FruitPicker body: selection 2
// expect: selection: none -> 2
:tap "Plums"
// expect: FruitPicker body: selection 3
// expect: selection: 2 -> 3
:tap "Clear"
// expect: FruitPicker body: selection none
// expect: selection: 3 -> none
