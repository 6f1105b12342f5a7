// Thumbnails: a `withTaskGroup` that loads three pictures at once and fills them in as they arrive, own code in the
// style of Apple's TaskGroup documentation.
// What SwiftUI does: the group's children all start together; `for await` in the group receives results in the order
// they finish, not the order they were added (Apple `TaskGroup`). Each result written to the `@Observable` model is
// its own turn on the virtual clock, so the body runs once per arrival (rules §8, §10.1); the task ends with the last.
// Sources: rules §8, §10.1, §11.3; https://developer.apple.com/documentation/swift/taskgroup
// https://developer.apple.com/documentation/swift/withtaskgroup(of:returning:isolation:body:)
import SwiftUI

@MainActor
@Observable
final class ThumbnailStripModel {
    let names = ["a", "b", "c"]
    let delays = [2, 3, 1]
    var loaded: [String?] = [nil, nil, nil]

    func loadAll() async {
        await withTaskGroup(of: (Int, String).self) { group in
            for index in names.indices {
                let name = names[index]
                let delay = delays[index]
                group.addTask {
                    try? await Task.sleep(for: .seconds(delay))
                    return (index, name.uppercased())
                }
            }
            for await (index, image) in group {
                print("got \(image)")
                loaded[index] = image
            }
        }
        print("all loaded")
    }
}

struct ThumbnailStrip: View {
    @State private var model = ThumbnailStripModel()

    var body: some View {
        let _ = print("ThumbnailStrip body: \(model.loaded.map { $0 ?? "-" }.joined(separator: ", "))")
        HStack {
            ForEach(model.loaded.indices, id: \.self) { index in
                Text(model.loaded[index] ?? "...")
            }
        }
        .task {
            await model.loadAll()
        }
    }
}

:mount ThumbnailStrip()
// expect: ThumbnailStrip body: -, -, -
:advance 3s
// expect: got C
// expect: ThumbnailStrip body: -, -, C
// expect: got A
// expect: ThumbnailStrip body: A, -, C
// expect: got B
// expect: all loaded
// expect: ThumbnailStrip body: A, B, C
