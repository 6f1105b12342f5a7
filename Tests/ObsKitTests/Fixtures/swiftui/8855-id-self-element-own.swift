// SwiftUI from Apple's documentation: https://developer.apple.com/documentation/swiftui/foreach (with id: \.self the element is its own id; if the id of a data element changes, the content view generated from it loses its current state: renaming a row's string resets the row's @State)
import SwiftUI

struct TaskRow: View {
    let title: String
    @State private var checks = 0

    var body: some View {
        Button("\(title) (\(checks))") {
            checks += 1
            print("\(title) checked \(checks)")
        }
    }
}

struct TaskList: View {
    @State private var titles = ["Milk", "Bread"]

    var body: some View {
        VStack {
            ForEach(titles, id: \.self) { title in
                TaskRow(title: title)
            }
            Button("Rename milk") { titles[0] = "Oat milk" }
        }
    }
}

:mount TaskList()
:tap "Milk (0)"
:tap "Milk (1)"
:tap "Bread (0)"
:tap "Rename milk"
:tap "Oat milk (0)"
:tap "Bread (1)"
// expect: Milk checked 1
// expect: Milk checked 2
// expect: Bread checked 1
// expect: Oat milk checked 1
// expect: Bread checked 2
