// "Toggle inside a row should update the count in the parent": ForEach($items) hands each row a Binding to its element; a write through it changes the parent's @State array, so the parent's body (which reads the array) runs again (Apple: ForEach with a binding to a collection, iOS 15+; SEMANTICS §9 @Binding writes the source, §3 read tracking)
import SwiftUI

struct Errand: Identifiable {
    let id: Int
    var title: String
    var done = false
}

struct ErrandRow: View {
    @Binding var errand: Errand

    var body: some View {
        Toggle(errand.title, isOn: $errand.done)
    }
}

struct ErrandList: View {
    @State private var errands = [
        Errand(id: 1, title: "Post office"),
        Errand(id: 2, title: "Bank"),
        Errand(id: 3, title: "Pharmacy"),
    ]

    var body: some View {
        let _ = print("summary: \(errands.filter(\.done).count) of \(errands.count) done")
        List {
            ForEach($errands) { $errand in
                ErrandRow(errand: $errand)
            }
        }
    }
}

:mount ErrandList()
:toggle "Bank"
:toggle "Pharmacy"
:toggle "Bank"

// expect: summary: 0 of 3 done
// expect: summary: 1 of 3 done
// expect: summary: 2 of 3 done
// expect: summary: 1 of 3 done
