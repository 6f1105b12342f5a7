// SwiftUI from Apple's documentation: https://developer.apple.com/documentation/swiftui/stateobject/init(wrappedvalue:) (each instance of a view creates a distinct state object: every ForEach row owns its own model, and removing a row releases that row's model)
import SwiftUI

final class RowModel: ObservableObject {
    let name: String
    @Published var likes = 0
    init(name: String) {
        self.name = name
        print("RowModel \(name) init")
    }
    deinit { print("RowModel \(name) deinit") }
}

struct PhotoRow: View {
    @StateObject private var model: RowModel

    init(name: String) {
        _model = StateObject(wrappedValue: RowModel(name: name))
    }

    var body: some View {
        Button("Like \(model.name) (\(model.likes))") {
            model.likes += 1
            print("\(model.name) likes \(model.likes)")
        }
    }
}

struct Gallery: View {
    @State private var photos = ["beach", "forest"]

    var body: some View {
        VStack {
            ForEach(photos, id: \.self) { photo in
                PhotoRow(name: photo)
            }
            Button("Remove beach") { photos.removeAll { $0 == "beach" } }
        }
    }
}

:mount Gallery()
:tap "Like beach (0)"
:tap "Like forest (0)"
:tap "Like forest (1)"
:tap "Remove beach"
:tap "Like forest (2)"
// expect: RowModel beach init
// expect: RowModel forest init
// expect: beach likes 1
// expect: forest likes 1
// expect: forest likes 2
// expect: RowModel beach deinit
// expect: forest likes 3
