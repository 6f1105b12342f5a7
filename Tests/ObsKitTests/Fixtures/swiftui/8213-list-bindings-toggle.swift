// SwiftUI from Apple's documentation: List($items) { $item in Toggle(...) } writes each row's Bool back into the array
// Apple, List init(_:rowContent:) (https://developer.apple.com/documentation/swiftui/list/init(_:rowcontent:)):
// "Creates a list that computes its rows on demand from an underlying collection of identifiable data", with
// `_ data: Binding<Data>` and `rowContent: @escaping (Binding<Data.Element>) -> RowContent`.
// Apple, onChange(of:initial:_:): "fires an action when a specific value changes".
import SwiftUI

struct Chore: Identifiable {
    let id = UUID()
    var title: String
    var isDone = false
}

struct ChoreList: View {
    @State private var chores = [Chore(title: "Dishes"), Chore(title: "Laundry"), Chore(title: "Trash")]
    var remaining: Int { chores.filter { !$0.isDone }.count }
    var body: some View {
        List($chores) { $chore in
            Toggle(chore.title, isOn: $chore.isDone)
        }
        .onChange(of: remaining) { oldValue, newValue in
            print("remaining \(oldValue) -> \(newValue)")
        }
    }
}

:mount ChoreList()
:toggle "Laundry"
:toggle "Trash"
:toggle "Laundry"
// expect: remaining 3 -> 2
// expect: remaining 2 -> 1
// expect: remaining 1 -> 2
