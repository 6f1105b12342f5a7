// stack-overflow style: a @StateObject per ForEach row, keyed by the row's id — inserting a row at the top makes one new model and keeps the others (and their taps); removing a row deinits its model; the row closures the parent re-runs are ignored by the installed models (rules §1.2, §4.3, §1.4)
import SwiftUI

final class RowModel: ObservableObject {
    let name: String
    @Published var taps = 0

    init(name: String) {
        self.name = name
        print("RowModel \(name) init")
    }

    deinit { print("RowModel \(name) deinit") }
}

struct RowView: View {
    @StateObject private var model: RowModel

    init(name: String) {
        _model = StateObject(wrappedValue: RowModel(name: name))
    }

    var body: some View {
        Button("\(model.name) \(model.taps)") {
            model.taps += 1
            print("\(model.name) tapped \(model.taps)")
        }
    }
}

struct RowsScreen: View {
    @State private var names = ["A", "B"]

    var body: some View {
        VStack {
            Button("Insert Z") { names.insert("Z", at: 0) }
            Button("Drop B") { names.removeAll { $0 == "B" } }
            ForEach(names, id: \.self) { name in
                RowView(name: name)
            }
        }
    }
}

:mount RowsScreen()
// expect: RowModel A init
// expect: RowModel B init
:tap "A 0"
// expect: A tapped 1
:tap "Insert Z"
// expect: RowModel Z init
:tap "A 1"
// expect: A tapped 2
:tap "Drop B"
// expect: RowModel B deinit
:tap "Z 0"
// expect: Z tapped 1
