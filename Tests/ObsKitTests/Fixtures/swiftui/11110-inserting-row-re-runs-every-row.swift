// Reddit r/SwiftUI style (inserting a row re-runs every row and keeps their models): ForEach rows keep their @StateObject by id, a new id makes one model, and a capturing StateObject closure makes every row's value differ (rules §1.2, §4.2, §4.3, §2.5, §2.6)
import SwiftUI
import Combine

final class RowModel: ObservableObject {
    let title: String
    @Published var likes = 0
    init(title: String) {
        self.title = title
        print("RowModel \(title) init")
    }
}

struct PhotoRow: View {
    @StateObject private var model: RowModel
    init(title: String) {
        _model = StateObject(wrappedValue: RowModel(title: title))
    }
    var body: some View {
        let _ = print("PhotoRow \(model.title) body likes \(model.likes)")
        Button("Like \(model.title)") { model.likes += 1 }
    }
}

struct Gallery: View {
    @State private var photos = ["Beach", "Forest"]
    var body: some View {
        let _ = print("Gallery body \(photos.count)")
        VStack {
            Button("Add Sunset on top") { photos.insert("Sunset", at: 0) }
            ForEach(photos, id: \.self) { title in
                PhotoRow(title: title)
            }
        }
    }
}

:mount Gallery()
// expect: Gallery body 2
// expect: RowModel Beach init
// expect: PhotoRow Beach body likes 0
// expect: RowModel Forest init
// expect: PhotoRow Forest body likes 0
:tap "Like Beach"
// expect: PhotoRow Beach body likes 1
:tap "Add Sunset on top"
// expect: Gallery body 3
// expect: RowModel Sunset init
// expect: PhotoRow Sunset body likes 0
// expect: PhotoRow Beach body likes 1
// expect: PhotoRow Forest body likes 0
