// SwiftUI from Apple's documentation: ForEach init(_:content:) with a Binding — https://developer.apple.com/documentation/swiftui/foreach (ForEach($items) { $item in ... } hands each row a binding to its element: a Toggle writes back into the array)
import SwiftUI

struct Chore: Identifiable {
    let id: Int
    var name: String
    var isDone = false
}

struct ChoreList: View {
    @State private var chores = [Chore(id: 1, name: "Dishes"), Chore(id: 2, name: "Laundry"), Chore(id: 3, name: "Trash")]
    var body: some View {
        List {
            ForEach($chores) { $chore in
                Toggle(chore.name, isOn: $chore.isDone)
            }
            Button("Report") {
                print(chores.filter(\.isDone).map(\.name))
            }
        }
    }
}

:mount ChoreList()
:toggle "Laundry"
:tap "Report"
:toggle "Trash"
:toggle "Laundry"
:tap "Report"
// expect: ["Laundry"]
// expect: ["Trash"]
