// SwiftUI from Apple's documentation: List($items) hands each row a Binding to its element, and the row's Toggle writes it
// Apple, List.init(_:rowContent:) (https://developer.apple.com/documentation/swiftui/list/init(_:rowcontent:)):
// "Creates a list that computes its rows on demand from an underlying collection of identifiable data." (declared as
// `init(_ data: Binding<Data>, rowContent: @escaping (Binding<Data.Element>) -> RowContent)`)
import SwiftUI

struct Chore: Identifiable {
    let id: Int
    var name: String
    var done = false
}

struct ChoreList: View {
    @State private var chores = [Chore(id: 1, name: "Dishes"), Chore(id: 2, name: "Laundry"), Chore(id: 3, name: "Trash")]
    var body: some View {
        VStack {
            List($chores) { $chore in
                Toggle(chore.name, isOn: $chore.done)
            }
            Button("Done list") { print(chores.filter(\.done).map(\.name)) }
        }
    }
}

:mount ChoreList()
:toggle "Laundry"
:toggle "Trash"
:tap "Done list"
// expect: ["Laundry", "Trash"]
