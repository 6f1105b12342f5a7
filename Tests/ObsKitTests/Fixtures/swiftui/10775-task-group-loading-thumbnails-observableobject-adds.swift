// Tutorial style (a task group loading thumbnails): an ObservableObject adds one child task per thumbnail and publishes each result as it arrives; each arrival is a body run (rules §6.3, §10.1, §11.3)
import SwiftUI

@MainActor
final class GalleryModel: ObservableObject {
    @Published var loaded: [Int: String] = [:]

    func loadAll(ids: [Int]) async {
        await withTaskGroup(of: (Int, String).self) { group in
            for id in ids {
                group.addTask {
                    try? await Task.sleep(for: .milliseconds(100 * id))
                    return (id, "thumb-\(id).png")
                }
            }
            for await (id, name) in group {
                loaded[id] = name
                print("got \(name) (\(loaded.count)/\(ids.count))")
            }
        }
        print("all thumbnails loaded")
    }
}

struct GalleryView: View {
    @StateObject private var model = GalleryModel()
    let ids = [3, 1, 2]

    var body: some View {
        let _ = print("body: \(model.loaded.count) of \(ids.count) loaded")
        LazyVGrid(columns: [GridItem(.adaptive(minimum: 80))]) {
            ForEach(ids, id: \.self) { id in
                Text(model.loaded[id] ?? "placeholder")
            }
        }
        .task { await model.loadAll(ids: ids) }
    }
}

:mount GalleryView()
// expect: body: 0 of 3 loaded
:advance 100ms
// expect: got thumb-1.png (1/3)
// expect: body: 1 of 3 loaded
:advance 100ms
// expect: got thumb-2.png (2/3)
// expect: body: 2 of 3 loaded
:advance 100ms
// expect: got thumb-3.png (3/3)
// expect: all thumbnails loaded
// expect: body: 3 of 3 loaded
