// Custom DynamicProperty: one owning wrapper used by every row of a list, each row its own model
// Each ForEach row is a node of its own (rules §1.2), so each gets its own @StateObject box and model, made right
// before its first body (rules §4.2, §7.1). Rows whose values are equal skip their bodies (§2.7); a removed id
// destroys its node and releases its model (rules §1.4); the same name added again is a new node, a new model (§1.2).
import SwiftUI

final class RowModel: ObservableObject {
    static var made = 0
    let serial: Int
    @Published var stars = 0

    init() {
        RowModel.made += 1
        serial = RowModel.made
        print("RowModel \(serial) init")
    }

    deinit { print("RowModel \(serial) deinit") }
}

@propertyWrapper
struct RowOwned: DynamicProperty {
    @StateObject private var model = RowModel()

    init() {}

    var wrappedValue: RowModel { model }
}

struct Row: View {
    let name: String
    @RowOwned var model

    init(name: String) {
        self.name = name
    }

    var body: some View {
        let _ = print("\(name): \(model.stars) stars (model \(model.serial))")
        Button("Star \(name)") { model.stars += 1 }
    }
}

struct Board: View {
    @State private var names = ["Kim", "Lee"]

    var body: some View {
        let _ = print("Board body: \(names.count) rows")
        List {
            ForEach(names, id: \.self) { name in
                Row(name: name)
            }
            Button("Add Ngo") { names.append("Ngo") }
            Button("Drop Kim") { names.removeAll { $0 == "Kim" } }
            Button("Add Kim") { names.append("Kim") }
        }
    }
}

:mount Board()
// expect: Board body: 2 rows
// expect: RowModel 1 init
// expect: Kim: 0 stars (model 1)
// expect: RowModel 2 init
// expect: Lee: 0 stars (model 2)
:tap "Star Kim"
// expect: Kim: 1 stars (model 1)
:tap "Add Ngo"
// expect: Board body: 3 rows
// expect: RowModel 3 init
// expect: Ngo: 0 stars (model 3)
:tap "Drop Kim"
// expect: Board body: 2 rows
// expect: RowModel 1 deinit
:tap "Add Kim"
// expect: Board body: 3 rows
// expect: RowModel 4 init
// expect: Kim: 0 stars (model 4)
