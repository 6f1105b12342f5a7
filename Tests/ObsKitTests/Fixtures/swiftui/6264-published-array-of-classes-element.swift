// "Changing an element of my @Published array doesn't refresh the view": with class elements, `items[0].done = true` only reads the array, so nothing publishes; with struct elements the array is written and publishes (SEMANTICS §6 @Published publishes on set of the property; Swift: mutating a class instance's property does not write the array holding it)
import SwiftUI

final class ChoreRef {
    let title: String
    var done = false

    init(title: String) {
        self.title = title
    }
}

struct ChoreValue {
    let title: String
    var done = false
}

final class RefBoard: ObservableObject {
    @Published var items = [ChoreRef(title: "Wash car")]
}

final class ValueBoard: ObservableObject {
    @Published var items = [ChoreValue(title: "Wash car")]
}

struct BoardsView: View {
    @StateObject private var refs = RefBoard()
    @StateObject private var values = ValueBoard()

    var body: some View {
        let _ = print("body: ref done \(refs.items[0].done), value done \(values.items[0].done)")
        VStack {
            Button("Finish ref") { refs.items[0].done = true }
            Button("Finish value") { values.items[0].done = true }
        }
    }
}

:mount BoardsView()
:tap "Finish ref"
:tap "Finish value"

// expect: body: ref done false, value done false
// expect: body: ref done true, value done true
