// Blog style (Fatbobman): ForEach(items.indices, id: \.self) ties row @State to the position, so inserting at the top moves a checked state onto another title (rules §1.2, §2.7, §3.2)
import SwiftUI

struct TaskRow: View {
    let title: String
    @State private var done = false

    var body: some View {
        let _ = print("TaskRow \(title) done=\(done)")
        Toggle(title, isOn: $done)
    }
}

struct ContentView: View {
    @State private var titles = ["Laundry", "Dishes"]

    var body: some View {
        let _ = print("ContentView body")
        List {
            ForEach(titles.indices, id: \.self) { index in
                TaskRow(title: titles[index])
            }
        }
        Button("Add Groceries on top") {
            titles.insert("Groceries", at: 0)
        }
    }
}
:mount ContentView()
// expect: ContentView body
// expect: TaskRow Laundry done=false
// expect: TaskRow Dishes done=false
:toggle "Laundry"
// expect: TaskRow Laundry done=true
:tap "Add Groceries on top"
// expect: ContentView body
// expect: TaskRow Groceries done=true
// expect: TaskRow Laundry done=false
// expect: TaskRow Dishes done=false
:toggle "Groceries"
// expect: TaskRow Groceries done=false
