// SwiftUI from Apple's documentation: https://developer.apple.com/documentation/swiftui/foreach (with Identifiable elements the id stays the same when other fields change, so the row keeps its state when its item is renamed)
import SwiftUI

struct Chore: Identifiable {
    let id: Int
    var title: String
}

struct ChoreRow: View {
    let title: String
    @State private var checks = 0

    var body: some View {
        Button("\(title) (\(checks))") {
            checks += 1
            print("\(title) checked \(checks)")
        }
    }
}

struct ChoreList: View {
    @State private var chores = [Chore(id: 1, title: "Milk"), Chore(id: 2, title: "Bread")]

    var body: some View {
        VStack {
            ForEach(chores) { chore in
                ChoreRow(title: chore.title)
            }
            Button("Rename milk") { chores[0].title = "Oat milk" }
        }
    }
}

:mount ChoreList()
:tap "Milk (0)"
:tap "Milk (1)"
:tap "Rename milk"
:tap "Oat milk (2)"
// expect: Milk checked 1
// expect: Milk checked 2
// expect: Oat milk checked 3
