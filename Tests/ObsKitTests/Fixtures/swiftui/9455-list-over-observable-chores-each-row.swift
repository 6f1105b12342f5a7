// SwiftUI from Apple's documentation: https://developer.apple.com/documentation/swiftui/bindable (a List over @Observable chores, each row taking its chore as @Bindable and binding a Toggle to $chore.isDone; the list's onChange over the remaining count reports every toggle)
// Apple's Bindable page: "Use this property wrapper to create bindings to mutable properties of a data model object
// that conforms to the Observable protocol." Each row gets a reference to its own chore; the Toggle writes through
// the binding into the object. The parent computes the remaining count in its body, so Observation tracks each
// chore's isDone there, and onChange(of:) runs once per change of that count (not for an equal count).
import SwiftUI

@Observable
final class Chore: Identifiable {
    let id: Int
    var title: String
    var isDone = false
    init(id: Int, title: String) {
        self.id = id
        self.title = title
    }
}

struct ChoreRow: View {
    @Bindable var chore: Chore
    var body: some View {
        Toggle(chore.title, isOn: $chore.isDone)
    }
}

struct ChoreList: View {
    @State private var chores = [
        Chore(id: 1, title: "Dishes"),
        Chore(id: 2, title: "Laundry"),
        Chore(id: 3, title: "Vacuum")
    ]

    var remaining: Int { chores.filter { !$0.isDone }.count }

    var body: some View {
        List {
            Section("\(remaining) left") {
                ForEach(chores) { chore in
                    ChoreRow(chore: chore)
                }
            }
        }
        .onChange(of: remaining) { old, new in
            print("remaining \(old) -> \(new)")
        }
    }
}

:mount ChoreList()
:toggle "Laundry"
// expect: remaining 3 -> 2
:toggle "Dishes"
// expect: remaining 2 -> 1
:toggle "Laundry"
// expect: remaining 1 -> 2
