// SwiftUI from Apple's documentation: a row's state object inside ForEach is made once per element id, not on reorder
// Apple, StateObject (https://developer.apple.com/documentation/swiftui/stateobject): "If your view appears inside a
// ForEach, it implicitly receives an id(_:) modifier that uses the identifier of the corresponding data element."
// "SwiftUI doesn't create a new instance if a view's inputs change, but does create a new instance if the identity of a
// view changes."
import SwiftUI

final class RowModel: ObservableObject {
    init(name: String) { print("RowModel init \(name)") }
}

struct Row: View {
    let name: String
    @StateObject private var model: RowModel
    init(name: String) {
        self.name = name
        _model = StateObject(wrappedValue: RowModel(name: name))
    }
    var body: some View { Text(name) }
}

struct Rows: View {
    @State private var names = ["first"]
    var body: some View {
        VStack {
            Button("Add second") { names.append("second") }
            Button("Reverse") { names.reverse() }
            ForEach(names, id: \.self) { name in
                Row(name: name)
            }
        }
    }
}

:mount Rows()
:tap "Add second"
:tap "Reverse"
:tap "Reverse"
// expect: RowModel init first
// expect: RowModel init second
